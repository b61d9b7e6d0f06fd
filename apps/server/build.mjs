// Bundles the server (src/server.ts) into dist/server.js and its file worker into
// dist/file-worker.js. Dependencies stay external (node_modules at run time); the workspace
// packages (@oc/*) are TypeScript sources and are bundled in.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('esbuild').Plugin} */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    // A bare specifier ("fastify", "node:fs", "@scope/pkg/sub") is external unless it is a workspace package.
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || path.isAbsolute(args.path)) return undefined;
      if (args.path.startsWith('@oc/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
const result = await build({
  absWorkingDir: root,
  // The file worker (src/modules/files/worker-pool.ts) runs from its own file next to the server.
  entryPoints: { server: 'src/server.ts', 'file-worker': 'src/modules/files/worker.ts' },
  outdir: 'dist',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  bundle: true,
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
  plugins: [externalDependencies],
  // Some CommonJS dependency code may call require() inside the ESM bundle.
  banner: {
    js: "import { createRequire as __ocCreateRequire } from 'node:module'; const require = __ocCreateRequire(import.meta.url);",
  },
});
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(
  `apps/server/dist/server.js built in ${Date.now() - started} ms (${Math.round(bytes / 1024)} KB with source map)`,
);
