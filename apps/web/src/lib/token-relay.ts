/**
 * The last token rotation, shared between tabs through IndexedDB.
 *
 * Tabs refresh one at a time under a Web Lock, but localStorage is not a safe way to hand the new
 * tokens to the next tab: Chromium keeps a copy of it per renderer and syncs it asynchronously, so a
 * tab that gets the lock right after another tab's refresh can still read the rotated refresh token
 * and present it again — which the server treats as theft and revokes the whole login. IndexedDB
 * transactions are consistent across tabs, so the refreshing tab records `{rotatedFrom, tokens}`
 * here before it releases the lock, and the next tab adopts them when its refresh token is the one
 * that was rotated.
 */
export interface Rotation {
  /** The refresh token that was spent. */
  rotatedFrom: string;
  accessToken: string;
  refreshToken: string;
}

const DB_NAME = 'oc-session';
const STORE = 'rotation';
/** The operator's slot; the staff console keeps its own (admin/lib/staff-session.ts). */
const OPERATOR_SLOT = 'last';

let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      const req = indexedDB.open(DB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(null);
      req.onblocked = () => resolve(null);
    } catch {
      resolve(null); // no IndexedDB (some private modes): the lock alone must do
    }
  });
  return opening;
}

function run<T>(
  mode: IDBTransactionMode,
  body: (store: IDBObjectStore) => IDBRequest<T> | null,
): Promise<T | null> {
  return open().then(
    (db) =>
      new Promise<T | null>((resolve) => {
        if (!db) return resolve(null);
        try {
          const tx = db.transaction(STORE, mode);
          const req = body(tx.objectStore(STORE));
          tx.oncomplete = () => resolve(req ? req.result : null);
          tx.onerror = () => resolve(null);
          tx.onabort = () => resolve(null);
        } catch {
          resolve(null);
        }
      }),
  );
}

function isRotation(value: unknown): value is Rotation {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.rotatedFrom === 'string' &&
    typeof v.accessToken === 'string' &&
    typeof v.refreshToken === 'string'
  );
}

/** The last rotation of a session (`slot`: the operator's by default) recorded by any tab, or null. */
export async function lastRotation(slot = OPERATOR_SLOT): Promise<Rotation | null> {
  const value = await run<unknown>('readonly', (store) => store.get(slot));
  return isRotation(value) ? value : null;
}

/** Records a rotation; resolves once it is committed (before the lock is released). */
export async function recordRotation(rotation: Rotation, slot = OPERATOR_SLOT): Promise<void> {
  await run('readwrite', (store) => store.put(rotation, slot));
}

/** Forgets the last rotation (logout). */
export async function forgetRotation(slot = OPERATOR_SLOT): Promise<void> {
  await run('readwrite', (store) => store.delete(slot));
}
