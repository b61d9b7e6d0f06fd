import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FileTask, FileTaskAnswer } from './worker';

/**
 * Work on untrusted file content that can cost much time or memory (a PDF's structure, a
 * spreadsheet's first rows) runs in a worker thread, never on the event loop that answers every
 * tenant: a worker with a V8 heap cap (`resourceLimits`) and a time limit per task, after which it is
 * terminated; at most {@link MAX_RUNNING} tasks at once, the rest wait their turn.
 */

export interface TaskLimits {
  /** Wall time of the task once started; past it the worker is terminated. */
  timeoutMs: number;
  /** The worker's old-generation heap (MB); past it the worker dies with ERR_WORKER_OUT_OF_MEMORY. */
  heapMb: number;
}

export const MAX_RUNNING = 2;

/** Tasks started since the process began (tests read it to see a cache answer without a read). */
export const fileTaskStats = { started: 0 };

/** The task ran past its time or memory: the file is too costly to read, not a server fault. */
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

/** Idle workers kept for the next task (a start costs ~50 ms built, more through tsx). */
const idle: Slot[] = [];
let running = 0;
const waiting: (() => void)[] = [];
let nextId = 1;

async function turn(): Promise<() => void> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
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
 * Runs one task in a worker within `limits`; rejects with TaskLimitError past them. A worker that
 * answered is kept (idle, not holding the process open) for the next task with the same heap cap;
 * one past its limits is terminated.
 */
export async function runFileTask<T extends FileTask>(
  task: T,
  limits: TaskLimits,
): Promise<FileTaskAnswer<T>> {
  const release = await turn();
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
          answer.ok ? resolve(answer.value as FileTaskAnswer<T>) : reject(new Error(answer.error)),
        );
      };
      const onError = (err: Error & { code?: string }) =>
        settle(false, () =>
          reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new TaskLimitError('memory') : err),
        );
      const onExit = (code: number) =>
        settle(false, () => reject(new Error(`file worker exited with code ${code} before answering`)));
      const timer = setTimeout(
        () => settle(false, () => reject(new TaskLimitError('time'))),
        limits.timeoutMs,
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
