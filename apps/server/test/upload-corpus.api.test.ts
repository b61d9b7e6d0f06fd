import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FILE_MESSAGES,
  FILE_POLICIES,
  INGEST_FILE_FIELD,
  addDaysToDate,
  allEndpoints,
  istDateOf,
  kindByName,
  reimbursementMsOf,
  type EndpointDef,
  type FileKind,
  type FilePolicy,
  type RcItem,
} from '@oc/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  bankProofTransitions,
  bankProofs,
  accounts,
  reimbursements,
  storedFiles,
  users,
} from '../src/db/schema';
import { ApiKeysService } from '../src/modules/apikeys/apikeys.service';
import { LocalFileStorage } from '../src/modules/files/storage';
import {
  HOSTILE_FILES,
  JPEG,
  MP3,
  MP4,
  PDF,
  PNG,
  WAV,
  WEBM,
  WEBP,
  xlsx,
  type HostileFile,
} from './fixtures/files';
import { authHeaders, createTestApp, loginAs, multipartForm, TEST_ACTOR, type TestContext } from './support';

/**
 * The account issue's hostile upload corpus (test/fixtures/files.ts) against every upload route of
 * the endpoint registry (issue 19 item 3, OWASP File Upload Cheat Sheet): each hostile file is
 * refused with its 4xx and message, never a 5xx, and nothing changes (stored-file rows, stored
 * objects, the route's own rows); a real file of each kind the route accepts still goes through.
 * A route with `upload` that is not in ROUTES fails the test, so a new upload route is covered.
 */

let ctx: TestContext;
let root: string;
let op6: string; // 9000000006 Sri Sai Bus Service (OPERATOR): bank proof
let mg2: string; // 9000000002 BUSOWNER: reimbursements
let op6Account: string;
let ingestKey = ''; // an API key with the `files` scope: ingestion attachments
let rc2 = '';
let claimsSent = 0;

const storedObjects = () => readdirSync(root, { recursive: true }).length;

interface UploadRoute {
  url: string;
  /** The form field of the file (default myFile). */
  field?: string;
  token: () => string;
  fields: () => Record<string, string>;
  /** Put the route in a state where an upload is allowed. */
  reset: () => Promise<void>;
  /** The route's own rows that an accepted upload changes. */
  rows: () => Promise<unknown>;
}

const ROUTES: Record<string, UploadRoute> = {
  'account.chequeUpload': {
    url: '/api/v1/user/chequeUpload',
    token: () => op6,
    fields: () => ({}),
    reset: async () => {
      await ctx.db.delete(bankProofs).where(eq(bankProofs.accountId, op6Account));
      await ctx.db.insert(bankProofs).values({ accountId: op6Account, status: 'CHANGE_REQUESTED' });
    },
    rows: async () => [
      await ctx.db.select().from(bankProofs).where(eq(bankProofs.accountId, op6Account)),
      await ctx.db.$count(bankProofTransitions, eq(bankProofTransitions.accountId, op6Account)),
    ],
  },
  'reimbursements.add': {
    url: '/api/v1/mg/user/addReimbursement',
    token: () => mg2,
    fields: () => {
      const today = istDateOf(ctx.clock.now());
      // A new amount each time: the same file accepted twice (a bare name and a path name) must not
      // be the exact duplicate the route refuses.
      claimsSent += 1;
      return {
        rc: rc2,
        amount: String(4500 + claimsSent),
        startDate: String(reimbursementMsOf(addDaysToDate(today, -5))),
        endDate: String(reimbursementMsOf(addDaysToDate(today, -1))),
      };
    },
    reset: async () => undefined,
    rows: async () => ctx.db.$count(reimbursements),
  },
  'ingest.files': {
    url: '/api/ingest/v1/files',
    field: INGEST_FILE_FIELD,
    token: () => ingestKey,
    fields: () => ({ mobileNo: '9000000001', type: 'OPERATOR' }),
    reset: async () => undefined,
    rows: async () => ctx.db.$count(auditEvents, eq(auditEvents.kind, 'ingest.files')),
  },
};

const UPLOADS: { name: string; endpoint: EndpointDef; feature: keyof typeof FILE_POLICIES }[] =
  allEndpoints().flatMap(({ name, endpoint }) =>
    endpoint.upload ? [{ name, endpoint, feature: endpoint.upload.feature }] : [],
  );

/** Under a route's policy: a name of a kind it does not take is refused by name before the content. */
function expected(h: HostileFile, policy: FilePolicy): { status: number; message: RegExp } {
  const empty = h.what === 'an empty file';
  if (!empty && kindByName(h.name.replace(/^.*[\\/]/, ''), policy) === null)
    return { status: 415, message: /not accepted/ };
  return { status: h.status, message: h.message };
}

/** Cases that are hostile under their own policy only: legit under a route whose policy takes them. */
function legitUnder(h: HostileFile, policy: FilePolicy): boolean {
  if (h.what === 'a JPEG for a sheet upload') return policy.kinds.includes('jpeg');
  if (h.what === 'a file over 5 MB') return policy.maxBytes > 5 * 1024 * 1024 + JPEG.length;
  return false;
}

/** Over HTTP the multipart reader keeps only a name's last segment: stored under that, never a path. */
const PATH_NAMES = new Set(['a path-traversal name', 'a Windows path-traversal name']);

const SAMPLES: Record<FileKind, () => Promise<Buffer> | Buffer> = {
  jpeg: () => JPEG,
  png: () => PNG,
  webp: () => WEBP,
  pdf: () => PDF,
  xlsx,
  csv: () => Buffer.from('Date,Toll,Amount\n01/11/2026,Nelamangala,95\n'),
  mp4: () => MP4,
  webm: () => WEBM,
  mp3: () => MP3,
  wav: () => WAV,
};
const EXTENSION: Record<FileKind, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  pdf: 'pdf',
  xlsx: 'xlsx',
  csv: 'csv',
  mp4: 'mp4',
  webm: 'webm',
  mp3: 'mp3',
  wav: 'wav',
};

async function send(route: UploadRoute, file: { name: string; data: Buffer }) {
  const form = multipartForm({ ...file, field: route.field }, route.fields());
  const res = await ctx.app.inject({
    method: 'POST',
    url: route.url,
    headers: { ...authHeaders(route.token()), 'content-type': form.contentType },
    payload: form.payload,
  });
  return { status: res.statusCode, data: res.json<{ data: unknown }>().data };
}

const snapshot = async (route: UploadRoute) => [
  await ctx.db.$count(storedFiles),
  storedObjects(),
  await route.rows(),
];

/** Each corpus file is built once (the zip bomb takes a second) and sent to every route. */
const built = new Map<HostileFile, Promise<Buffer>>();
function make(h: HostileFile): Promise<Buffer> {
  let b = built.get(h);
  if (!b) {
    b = Promise.resolve(h.make());
    built.set(h, b);
  }
  return b;
}

const figures = { routes: 0, hostile: 0, refused: 0, legit: 0, fiveHundreds: 0 };

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'oc-corpus-'));
  ctx = await createTestApp({ seed: true, overrides: { fileStorage: new LocalFileStorage(root) } });
  op6 = (await loginAs(ctx, '9000000006')).accessToken;
  mg2 = (await loginAs(ctx, '9000000002')).accessToken;
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, '9000000006'), eq(accounts.type, 'OPERATOR')));
  op6Account = row!.id;
  const rcs = await ctx.app.inject({ method: 'GET', url: '/api/v1/mg/user/rc', headers: authHeaders(mg2) });
  rc2 = rcs.json<{ data: RcItem[] }>().data[0]?.rc ?? '';
  const keys = new ApiKeysService({ db: ctx.db, clock: ctx.clock });
  ingestKey = (await keys.create({ name: 'Quality app', scopes: ['files'] }, TEST_ACTOR)).key;
});
afterAll(async () => {
  console.info(`upload corpus: ${JSON.stringify(figures)}`);
  await ctx.close();
  rmSync(root, { recursive: true, force: true });
});

it('every upload route of the registry is in the table', () => {
  expect(UPLOADS.map((u) => u.name).sort()).toEqual(Object.keys(ROUTES).sort());
  expect(UPLOADS.length).toBeGreaterThan(0);
});

describe.each(UPLOADS.map((u) => [`${u.endpoint.method} ${u.endpoint.path}`, u] as const))('%s', (_n, u) => {
  const policy = FILE_POLICIES[u.feature];
  const route = (): UploadRoute => {
    const r = ROUTES[u.name];
    if (!r) throw new Error(`upload route ${u.name} is not in ROUTES`);
    return r;
  };

  it.each(HOSTILE_FILES.map((h) => [h.what, h] as const))('%s', async (_what, h) => {
    const r = route();
    await r.reset();
    const before = await snapshot(r);
    const res = await send(r, { name: h.name, data: await make(h) });
    figures.hostile += 1;
    if (res.status >= 500) figures.fiveHundreds += 1;
    expect(res.status).toBeLessThan(500);
    if (legitUnder(h, policy) || PATH_NAMES.has(h.what)) {
      // Not hostile here (a kind or size this route takes), or the path dropped by the reader.
      expect(res.status, JSON.stringify(res.data)).toBe(200);
      const [stored] = await ctx.db.select().from(storedFiles).orderBy(desc(storedFiles.createdAt)).limit(1);
      expect(stored?.displayName).not.toMatch(/[\\/]|\.\./);
      return;
    }
    const want = expected(h, policy);
    expect(res.status, JSON.stringify(res.data)).toBe(want.status);
    expect(res.data).toMatch(want.message);
    expect(await snapshot(r)).toEqual(before);
    figures.refused += 1;
  });

  it.each(policy.kinds.map((k) => [k] as const))('a real %s file is still accepted', async (kind) => {
    const r = route();
    await r.reset();
    const files = await ctx.db.$count(storedFiles);
    const res = await send(r, { name: `proof.${EXTENSION[kind]}`, data: await SAMPLES[kind]() });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(await ctx.db.$count(storedFiles)).toBe(files + 1);
    figures.legit += 1;
  });

  it('no file at all: 400, nothing stored', async () => {
    const r = route();
    await r.reset();
    const before = await snapshot(r);
    const form = multipartForm(null, r.fields());
    const res = await ctx.app.inject({
      method: 'POST',
      url: r.url,
      headers: { ...authHeaders(r.token()), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ data: unknown }>().data).toMatch(new RegExp(FILE_MESSAGES.noFile, 'i'));
    expect(await snapshot(r)).toEqual(before);
    figures.routes += 1;
  });
});
