import { useState } from 'react';
import { errorMessage } from './api/errors';
import type { TransferProgress } from './api/request';
import { showToast } from './toast';

/** A download that reports its progress (a feature's `api/` function over `downloadEndpoint`). */
export type DownloadRun = (onProgress: (progress: TransferProgress) => void) => Promise<void>;

/** The toast of a failed download: its title ('Download failed', 'Export failed'), one per id. */
export interface DownloadFailure {
  title?: string;
  id: string;
}

/**
 * Every download of a screen goes through this hook (docs/ui.md "Files"): `start(run)` runs one
 * download, `progress` is its progress while it runs (null otherwise; the bar starts at 0 before
 * the first byte), and a failure is a toast with `errorMessage` (docs/ui.md "States").
 */
export function useDownload(failure: DownloadFailure) {
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const start = (run: DownloadRun) => {
    setProgress({ loaded: 0, total: 0 });
    run(setProgress)
      .catch((err: unknown) =>
        showToast({ kind: 'error', title: failure.title, message: errorMessage(err), id: failure.id }),
      )
      .finally(() => setProgress(null));
  };
  return { progress, pending: progress !== null, start };
}
