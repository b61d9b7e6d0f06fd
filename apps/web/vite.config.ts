import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
// The contract's source, bundled with this config (Vite loads a workspace package as external).
import { PRERENDERED_LOGIN_FILES, type DeviceKind } from '../../packages/contract/src/constants';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompileMessages } from './build/precompile-messages';
import { mantineClassesIn, purgeMantineCss } from './build/purge-mantine-css';
import { APP_SHELL_MODULE } from './build/remove-scroll-class-names';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';

/**
 * Writes `file.br` and `file.gz` next to every built text file of 1 KB or more (not source maps):
 * the server sends them to browsers that accept them (@fastify/static `preCompressed`), so nothing
 * is compressed per request (docs/performance.md "Web").
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'oc-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
        );
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`))
          continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
      }
    },
  };
}

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll (the dialogs' scroll lock,
 * 10 KB) for two class names: they get build/remove-scroll-class-names.ts instead, the library's
 * own constants, so the shell's first paint does not load the lock; the dialogs and drawers load
 * the library itself (docs/performance.md "Web").
 */
function appShellRemoveScroll(): Plugin {
  return {
    name: 'oc-app-shell-remove-scroll',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-remove-scroll' || !importer || !APP_SHELL_MODULE.test(importer)) return null;
      return path.join(import.meta.dirname, 'build', 'remove-scroll-class-names.ts');
    },
  };
}

/**
 * The messages compiled at build time and the page without FormatJS's ICU parser
 * (build/precompile-messages.ts; docs/performance.md "Messages compiled at build time"): every
 * literal `defaultMessage` of the app's and the packages' sources, and the catalogues when they are
 * imported. Each build below has its own instance; `noParser: false` keeps the parser (the
 * prerender runs react-intl from node_modules).
 */
function messages(noParser?: boolean): Plugin {
  const repo = path.resolve(import.meta.dirname, '../..');
  return precompileMessages({
    sources: [
      path.join(import.meta.dirname, 'src'),
      ...readdirSync(path.join(repo, 'packages')).map((name) => path.join(repo, 'packages', name, 'src')),
    ],
    catalogues: path.join(repo, 'packages', 'i18n', 'locales'),
    ...(noParser === undefined ? {} : { noParser }),
  });
}

/** A user agent of each layout, for the prerender (src/lib/device.ts reads it at module load). */
const PRERENDER_USER_AGENTS: Record<DeviceKind, string> = {
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  mobile:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
};

/** Runs in a node process of its own per layout: `navigator` first, then the server bundle. */
const RENDER_ONE_LAYOUT = `
const [entry, userAgent] = process.argv.slice(1);
Object.defineProperty(globalThis, 'navigator', { value: { userAgent }, configurable: true, writable: true });
const { renderLogin } = await import(entry);
process.stdout.write(JSON.stringify(await renderLogin()));
`;

function replaceOnce(text: string, search: string, by: string): string {
  const at = text.indexOf(search);
  if (at < 0 || text.indexOf(search, at + 1) >= 0)
    throw new Error(`prerender: expected one '${search}' in index.html`);
  return text.slice(0, at) + by + text.slice(at + search.length);
}

/**
 * Writes the login page drawn at build time, one file per layout (PRERENDERED_LOGIN_FILES), which
 * the server sends for GET /login: the built index.html with the login screen's markup in #root
 * (src/prerender.tsx: the real providers, theme and screen, through react-dom/static), the login
 * screen's stylesheets linked, and Mantine's light colour scheme on <html> (what MantineProvider
 * sets in an effect, and what Mantine's SSR guide puts there with `mantineHtmlProps`; the app has
 * no other scheme, so no scheme script is needed). The page paints before any script has loaded
 * and src/main.tsx hydrates it (docs/performance.md "Web").
 */
function prerenderLogin(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'oc-prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const facade = (file: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${file}`));
        if (!chunk) throw new Error(`prerender: no chunk for ${file}`);
        return chunk;
      };
      /** The chunks `from` load before they run: themselves and their static imports, transitively. */
      const staticClosure = (from: Rolldown.OutputChunk[]) => {
        const seen = new Map<string, Rolldown.OutputChunk>();
        const visit = (chunk: Rolldown.OutputChunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.set(chunk.fileName, chunk);
          for (const name of chunk.imports) {
            const next = byName.get(name);
            if (next) visit(next);
          }
        };
        from.forEach(visit);
        return [...seen.values()];
      };
      const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const linked = (file: string) => indexHtml.includes(`/${file}"`);
      // The stylesheets the login screen's chunk and its static imports bring (the entry's are
      // linked by index.html already).
      const loginCss = new Set(
        staticClosure([facade(ROUTE_MODULES.login)]).flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]),
      );
      const links = [...loginCss]
        .filter((file) => !linked(file))
        .map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">\n`)
        .join('');

      // The server bundle of src/prerender.tsx (dependencies stay in node_modules).
      const ssrDir = path.join(root, 'node_modules', '.oc-prerender');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [messages(false), react(), appShellRemoveScroll()],
        build: {
          ssr: 'src/prerender.tsx',
          outDir: ssrDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
        },
      });
      const entry = pathToFileURL(path.join(ssrDir, 'prerender.js')).href;

      for (const [kind, userAgent] of Object.entries(PRERENDER_USER_AGENTS) as [DeviceKind, string][]) {
        const out = execFileSync(
          process.execPath,
          ['--input-type=module', '-e', RENDER_ONE_LAYOUT, entry, userAgent],
          { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
        );
        const page = JSON.parse(out) as { device: string; html: string };
        if (page.device !== kind) throw new Error(`prerender: drew the ${page.device} layout for ${kind}`);
        let html = replaceOnce(
          indexHtml,
          '<html lang="en">',
          '<html lang="en" data-mantine-color-scheme="light">',
        );
        html = replaceOnce(html, '  </head>', `${links}  </head>`);
        html = replaceOnce(
          html,
          '<div id="root"></div>',
          `<div id="root" data-prerendered="${kind}">${page.html}</div>`,
        );
        writeFileSync(path.join(outDir, PRERENDERED_LOGIN_FILES[kind]), html);
      }

      // index.html is the page of every other address, the app's: the code its first paint runs
      // — the router's chunk, the shell's and home's (the landing page), and what they import — is
      // asked for with the entry, in parallel, instead of one level after the other as each chunk
      // runs and imports the next (docs/performance.md "Web"). The login pages are written above,
      // without these links: the login loads none of it before its first paint.
      const appChunks = staticClosure(
        [ROUTE_MODULES.router, ROUTE_MODULES.shell, ROUTE_MODULES.home].map(facade),
      ).filter((c) => !c.isEntry && !linked(c.fileName));
      const appCss = new Set(appChunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
      const preloads = [
        ...appChunks.map((c) => `    <link rel="modulepreload" crossorigin href="/${c.fileName}">\n`),
        // Their stylesheets (the date pickers', the screens' own), which the chunks' loader links
        // when it imports them: fetched early, applied then.
        ...[...appCss]
          .filter((file) => !linked(file))
          .map((file) => `    <link rel="preload" as="style" crossorigin href="/${file}">\n`),
      ].join('');
      // The early reads' script goes first, before the entry: module scripts run in document
      // order, so it runs once the (short) page is parsed and it has arrived, while the rest still
      // downloads.
      const early = await earlyReadsScript(root, outDir);
      let appHtml = replaceOnce(indexHtml, '  </head>', `${preloads}  </head>`);
      appHtml = replaceOnce(
        appHtml,
        '    <script type="module" crossorigin src="/assets/index-',
        `    <script type="module" crossorigin src="/${early}"></script>\n    <script type="module" crossorigin src="/assets/index-`,
      );
      writeFileSync(path.join(outDir, 'index.html'), appHtml);
    },
  };
}

/**
 * The early reads' script (src/early-reads-entry.ts, lib/early-reads.ts): built on its own, one
 * self-contained file (1.7 KB gz), so that it needs none of the app's chunks (a second
 * entry of the app's build would share them). Answers its file name under the build's outDir.
 */
async function earlyReadsScript(root: string, outDir: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      copyPublicDir: false,
      minify: true,
      sourcemap: true,
      rolldownOptions: {
        input: path.join(root, 'src/early-reads-entry.ts'),
        output: { entryFileNames: 'assets/early-reads-[hash].js' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === 'chunk');
  const [chunk] = chunks;
  if (!chunk || chunks.length !== 1 || chunk.imports.length > 0 || chunk.dynamicImports.length > 0)
    throw new Error('early reads: expected one self-contained file');
  // The file and its source map, as every built script has.
  for (const file of outputs.flatMap((o) => o.output))
    writeFileSync(path.join(outDir, file.fileName), file.type === 'chunk' ? file.code : file.source);
  return chunk.fileName;
}

/** The route modules whose code the login and the app's first paint load (src/app/Boot.tsx). */
const ROUTE_MODULES = {
  login: 'src/features/auth/screens/LoginScreen.tsx',
  router: 'src/app/router.tsx',
  shell: 'src/app/layouts/AppLayout.tsx',
  home: 'src/features/home/screens/HomeScreen.tsx',
} as const;
type RouteName = keyof typeof ROUTE_MODULES;
/** The app's entry (index.html's script). */
const APP_ENTRY = 'src/main.tsx';

/** The Mantine classes the app's code names: filled by `chunkPlan` before the build. */
let mantineClasses = new Set<string>();

/**
 * Which modules each route module needs (statically, after tree-shaking), for the code-splitting
 * groups: filled by `chunkPlan` before the build. A module's importers cannot tell, since every
 * module reaches Mantine through its one index module.
 */
const plan: Record<RouteName | 'loginLater', Set<string>> = {
  login: new Set(),
  loginLater: new Set(),
  router: new Set(),
  shell: new Set(),
  home: new Set(),
};

/**
 * A build of the route modules alone, not written, whose chunks tell which modules each one needs
 * (the modules of its chunk and of every chunk it imports): the groups below then put what the
 * app's first paint needs into a few chunks instead of the sixty small ones the automatic splitting
 * makes of modules shared by different sets of screens (docs/performance.md "Web").
 */
function chunkPlan(): Plugin {
  let root = '';
  return {
    name: 'oc-chunk-plan',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      // The route modules, and the app's entry for what only it draws (purgeMantineCss below).
      const input = Object.fromEntries(
        Object.entries({ ...ROUTE_MODULES, main: APP_ENTRY }).map(([name, file]) => [
          name,
          path.join(root, file),
        ]),
      );
      const result = await build({
        configFile: false,
        root,
        logLevel: 'silent',
        plugins: [messages(), react(), appShellRemoveScroll()],
        build: {
          write: false,
          minify: false,
          copyPublicDir: false,
          rolldownOptions: { input, preserveEntrySignatures: 'allow-extension' },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      /** The modules of `name`'s chunk and of the chunks it imports (also lazily: `later`). */
      const closure = (name: RouteName, later: boolean) => {
        const entry = chunks.find((c) => c.isEntry && c.name === name);
        if (!entry) throw new Error(`chunk plan: no chunk for ${name}`);
        const needs = new Set<string>();
        const seen = new Set<string>();
        const visit = (chunk: Rolldown.OutputChunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const id of chunk.moduleIds) needs.add(id);
          for (const file of later ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) {
            const next = byFile.get(file);
            if (next) visit(next);
          }
        };
        visit(entry);
        return needs;
      };
      for (const name of Object.keys(ROUTE_MODULES) as RouteName[]) plan[name] = closure(name, false);
      // Every chunk, the screens' included: the Mantine classes the app's code names.
      mantineClasses = new Set(chunks.flatMap((c) => [...mantineClassesIn(c.code)]));
      plan.loginLater = new Set([...closure('login', true)].filter((id) => !plan.login.has(id)));
    },
  };
}

/**
 * Mantine's stylesheets without the rules of components the app never draws
 * (build/purge-mantine-css.ts): the classes the app's code names come from `chunkPlan`'s build,
 * before this build's files are named, so each stylesheet's hash is that of what it holds. The
 * built code is checked against them: a class it names that the plan's build did not name fails
 * the build instead of leaving an element without its rules.
 */
function purgeMantine(): Plugin {
  /** The classes Mantine's stylesheets have rules for, before the purge. */
  const styled = new Set<string>();
  return {
    name: 'oc-purge-mantine-css',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]@mantine[\\/][^\\/]+[\\/]styles\.css$/.test(id)) return null;
      if (mantineClasses.size === 0) this.error('purge: no Mantine classes from the chunk plan');
      for (const name of mantineClassesIn(code)) styled.add(name);
      return { code: purgeMantineCss(code, mantineClasses), map: null };
    },
    generateBundle(_options, bundle) {
      const missing = new Set<string>();
      for (const file of Object.values(bundle))
        if (file.type === 'chunk')
          for (const name of mantineClassesIn(file.code))
            if (styled.has(name) && !mantineClasses.has(name)) missing.add(name);
      if (missing.size > 0)
        this.error(`purge: the build names Mantine classes its plan did not: ${[...missing].join(', ')}`);
    },
  };
}

/**
 * The installable app (docs/performance.md "Installable app"): the web app manifest (name, colours,
 * icons in public/icons) and a Workbox service worker (`dist/sw.js`, registered by app/pwa.tsx after
 * the first paint). It precaches only what the first paint of the app and of the login loads (the
 * HTML pages and the files they name), so a phone on a weak network downloads nothing more than a
 * visit would; every other asset (hashed, immutable) is kept the first time the app loads it
 * (CacheFirst), so a screen seen once opens offline. The staff console's files are never fetched
 * for an operator. Navigations offline get index.html; the API is never cached.
 */
function installableApp(): Plugin[] {
  let outDir = 'dist';
  /** The files index.html names (scripts, preloads, styles, icons). */
  const firstPaintFiles = () => {
    // The login pages are written by prerenderLogin's closeBundle, which may run beside this one:
    // index.html names every file the login's first paint shares with the app.
    const names = new Set<string>(['index.html']);
    for (const page of names) {
      const html = readFileSync(path.join(outDir, page), 'utf8');
      for (const m of html.matchAll(/(?:src|href)="\/([^"?#]+)"/g)) if (m[1]) names.add(m[1]);
    }
    return names;
  };
  return [
    {
      name: 'oc-installable-app-outdir',
      apply: 'build',
      configResolved(config) {
        outDir = path.resolve(config.root, config.build.outDir);
      },
    },
    ...VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: [],
      // public/manifest.webmanifest, linked by index.html itself (no HTML rewrite: prerenderLogin reads it).
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{html,js,css,svg,png,woff2,webmanifest}'],
        globIgnores: ['**/*.map', 'sw.js', 'workbox-*.js'],
        manifestTransforms: [
          (entries) => {
            const keep = firstPaintFiles();
            keep.add('manifest.webmanifest');
            for (const icon of ['icons/icon-192.png', 'icons/icon-512.png', 'icons/maskable-512.png'])
              keep.add(icon);
            return { manifest: entries.filter((e) => keep.has(e.url.replace(/^\//, ''))), warnings: [] };
          },
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/api$/],
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'oc-assets', expiration: { maxEntries: 400, purgeOnQuotaError: true } },
          },
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
      },
    }),
  ];
}

const isRouteModule = (id: string) =>
  Object.values(ROUTE_MODULES).some((file) => id.replaceAll('\\', '/').endsWith(`/${file}`));
const appNeeds = (id: string) => plan.router.has(id) || plan.shell.has(id);

/**
 * Groups for what the login and home load before their first paint (each route module stays the
 * facade of its own chunk, the manifest's key bench/web-bundle.mjs reads): what the login shares
 * with the app (Mantine's inputs and button, the api client), the login's own, what the login loads
 * after its first paint and the app needs too, and the router's, the shell's and home's modules in
 * two files: `app-ui`, the UI libraries' part (Mantine, Floating UI, the icons), and `app`, the rest
 * (react-router, TanStack Query, the app's code). Every guarded screen draws inside the shell, so
 * the shell's part costs no screen anything it would not load; home's part (about 6 KB) is loaded
 * by every screen, for one request fewer on home's first paint. Both files are asked for with the
 * entry (index.html's modulepreload links), so the second costs no round trip; one file was 76 KB
 * gz, past the largest lazy chunk's budget (60 KB) (docs/performance.md "One chunk for the app's
 * first paint").
 */
const ROUTE_GROUPS = ['login-shared', 'login-deps', 'login-later', 'app-ui', 'app'];
/** The UI libraries' modules of the app's first paint: the `app-ui` group. */
const UI_LIBRARY = /[\\/]node_modules[\\/](@mantine|@floating-ui|@tabler)[\\/]/;

function routeGroup(id: string): string | null {
  if (isRouteModule(id)) return null;
  const login = plan.login.has(id);
  if (login && appNeeds(id)) return 'login-shared';
  if (login) return 'login-deps';
  // What the login loads after its first paint (the auth calls' declarations and schemas, the OTP
  // step) and the app needs too: kept apart from the shell's chunks, which the login does not load.
  if (plan.loginLater.has(id) && appNeeds(id)) return 'login-later';
  // The router's, the shell's and home's: two files, each below the largest lazy chunk's budget
  // (60 KB gz).
  if (appNeeds(id) || plan.home.has(id)) return UI_LIBRARY.test(id) ? 'app-ui' : 'app';
  return null;
}

// The server (apps/server) serves the built app from apps/web/dist and the API under /api.
// In development the Vite dev server forwards /api to the API server on port 3000.
/** The chart library and the packages only it uses: the `charts` chunk. */
const CHART_MODULES =
  /[\\/]node_modules[\\/](recharts|@mantine[\\/]charts|victory-vendor|d3-[a-z-]+|@reduxjs|redux|redux-thunk|reselect|immer|react-redux|decimal\.js-light|eventemitter3|internmap|es-toolkit|tiny-invariant)[\\/]/;

export default defineConfig({
  plugins: [
    messages(),
    react(),
    appShellRemoveScroll(),
    chunkPlan(),
    purgeMantine(),
    prerenderLogin(),
    precompress(),
    installableApp(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // bench/web-bundle.mjs reads what each route loads from the manifest.
    manifest: true,
    // Screens are split with React.lazy (src/app/router.tsx); the entry holds React and Mantine's
    // core; the router, TanStack Query and the shell are in the `app` group below (src/app/Boot.tsx:
    // a page opened at /login does not load them).
    chunkSizeWarningLimit: 600,
    // Everything the entry imports statically goes into the entry file itself ('$initial': React,
    // Mantine's provider, Box, Text, Stack, Loader, …), instead of the eleven small shared chunks
    // the automatic splitting made of it: one request and one gzip stream for what every page
    // loads before its first paint (docs/performance.md "Web").
    rolldownOptions: {
      output: {
        codeSplitting: {
          // One group per name, in this order: a group takes its modules' imports along, so the
          // groups that share with the login come first.
          groups: [
            { name: 'index', tags: ['$initial'], priority: ROUTE_GROUPS.length + 1 },
            ...ROUTE_GROUPS.map((name, i) => ({
              name,
              test: (id: string) => routeGroup(id) === name,
              priority: ROUTE_GROUPS.length - i,
            })),
            // The chart library (@mantine/charts over Recharts and what only it uses), one chunk
            // that screens with a chart load after their figures (docs/performance.md "Web").
            { name: 'charts', test: (id: string) => CHART_MODULES.test(id), priority: 0 },
          ],
        },
      },
    },
  },
});
