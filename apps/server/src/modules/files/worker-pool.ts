import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { serviceUnavailable } from '../../lib/http-error';
import type { FileTask, FileTaskAnswer } from './worker';

/**
 * Work on untrusted file content that can cost much time or memory (a PDF's structure, a
 * spreadsheet's first rows) runs in a worker thread, never on the event loop that answers every
 * tenant: a worker with a V8 heap cap (`resourceLimits`) and one deadline per task, waiting
 * included, after which it is terminated; at most {@link MAX_RUNNING} tasks at once and
 * {@link MAX_WAITING} waiting their turn; past that, or when the deadline passes before the task had
 * its full time, the request is refused 503 ({@link FILE_WORKERS_BUSY}) and may be sent again.
 */

export interface TaskLimits {
  /** Wall time of the task from the request for it, waiting included; past it the worker is terminated. */
  timeoutMs: number;
  /** The worker's old-generation heap (MB); past it the worker dies with ERR_WORKER_OUT_OF_MEMORY. */
  heapMb: number;
}

export const MAX_RUNNING = 2;
/** Tasks that may wait for a worker (each holds its file's bytes, at most 10 MB). */
export const MAX_WAITING = 8;

export const FILE_WORKERS_BUSY = 'The server is busy checking other files. Please try again in a minute.';
/** 503 with Retry-After 60 s: no worker in time for this task; nothing about the file is known. */
const busy = () => serviceUnavailable(FILE_WORKERS_BUSY, 60);

/** Tasks started since the process began (tests read it to see a cache answer without a read). */
export const fileTaskStats = { started: 0 };

/**
 * The task ran past its time or memory: the file is too costly to read, not a server fault. Only
 * 'memory' is a verdict on the file; 'time' depends on how loaded the machine was.
 */
export class TaskLimitError extends Error {
  override name = 'TaskLimitError';
  constructor(readonly limit: 'time' | 'memory') {
    super(`file task stopped: ${limit} limit`);
  }
}

/**
 * The worker's entry. Built: `dist/file-worker.js` next to `dist/server.js` (build.mjs). From the
 * sources (tsx, vitest): `worker.ts` loaded through tsx, since Node 20 cannot run TypeScript itself.
 */
function spawn(heapMb: number): Worker {
  const here = import.meta.url;
  const resourceLimits = { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
  if (!/\.ts$/.test(new URL(here).pathname))
    return new Worker(new URL('./file-worker.js', here), { resourceLimits });
  const target = new URL('./worker.ts', here).href;
  // The ESM build of tsx's API (require.resolve finds its CommonJS twin next to it).
  const tsx = pathToFileURL(
    createRequire(here)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const code = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(target)}, ${JSON.stringify(target)}))`;
  return new Worker(code, { eval: true, resourceLimits });
}

interface Slot {
  worker: Worker;
  heapMb: number;
}

/** The worker answered that it could not read the file (it does not parse): a verdict on the file. */
export class FileTaskError extends Error {
  override name = 'FileTaskError';
}

/** Idle workers kept for the next task (a start costs ~50 ms built, more through tsx). */
const idle: Slot[] = [];
let running = 0;
const waiting: (() => void)[] = [];
let nextId = 1;

/** Workers running and tasks waiting now (tests read it to see the pool full). */
export function fileTaskLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

/** A worker's turn by `deadline` (ms since the epoch); 503 when the queue is full or the deadline passes. */
async function turn(deadline: number): Promise<() => void> {
  if (running >= MAX_RUNNING) {
    if (waiting.length >= MAX_WAITING) throw busy();
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = waiting.indexOf(go);
        if (at >= 0) waiting.splice(at, 1);
        reject(busy());
      }, deadline - Date.now());
      waiting.push(go);
    });
  }
  running += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    running -= 1;
    waiting.shift()?.();
  };
}

type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/**
 * Runs one task in a worker within `limits`; rejects with TaskLimitError past them (time only when
 * the task ran its whole `timeoutMs`), FileTaskError when the worker could not read the file, a 503
 * HttpError when no worker was free in time. A worker that answered is kept (idle, not holding the
 * process open) for the next task with the same heap cap; one past its limits is terminated.
 */
export async function runFileTask<T extends FileTask>(
  task: T,
  limits: TaskLimits,
): Promise<FileTaskAnswer<T>> {
  const deadline = Date.now() + limits.timeoutMs;
  const release = await turn(deadline);
  // Nearly all its time left (a short wait): a time-out then is the file's cost, not the queue's.
  const fullTime = deadline - Date.now() >= limits.timeoutMs * 0.9;
  fileTaskStats.started += 1;
  try {
    const at = idle.findIndex((s) => s.heapMb === limits.heapMb);
    const slot = (at >= 0 ? idle.splice(at, 1)[0] : undefined) ?? {
      worker: spawn(limits.heapMb),
      heapMb: limits.heapMb,
    };
    const { worker } = slot;
    worker.ref();
    const id = nextId++;
    return await new Promise<FileTaskAnswer<T>>((resolve, reject) => {
      let settled = false;
      const settle = (keep: boolean, fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (keep) {
          worker.unref();
          idle.push(slot);
        } else void worker.terminate();
        fn();
      };
      const onMessage = (answer: Answer) => {
        if (answer.id !== id) return;
        settle(true, () =>
          answer.ok ? resolve(answer.value as FileTaskAnswer<T>) : reject(new FileTaskError(answer.error)),
        );
      };
      const onError = (err: Error & { code?: string }) =>
        settle(false, () =>
          reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new TaskLimitError('memory') : err),
        );
      const onExit = (code: number) =>
        settle(false, () => reject(new Error(`file worker exited with code ${code} before answering`)));
      // Cut short by its wait, the task says nothing about the file: the server was busy.
      const timer = setTimeout(
        () => settle(false, () => reject(fullTime ? new TaskLimitError('time') : busy())),
        Math.max(0, deadline - Date.now()),
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ id, task });
    });
  } finally {
    release();
  }
}
