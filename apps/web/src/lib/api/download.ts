import { send } from './send';
import type { ApiOptions, TransferProgress } from './request';

/**
 * Downloads with progress (docs/architecture.md "Web client"): the file of a call (sent like any
 * other, with the refresh-and-retry) read chunk by chunk, and handed to the browser.
 */

export interface Download {
  blob: Blob;
  filename: string;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ?? fallback;
}

/** Reads a response body chunk by chunk, reporting bytes received of Content-Length. */
async function readWithProgress(res: Response, onProgress: (p: TransferProgress) => void): Promise<Blob> {
  const type = res.headers.get('content-type') ?? '';
  const total = Number(res.headers.get('content-length')) || 0;
  if (!res.body) return res.blob();
  const reader = res.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total: total > 0 ? Math.max(total, loaded) : 0 });
  }
  return new Blob(chunks, { type });
}

/** The binary-download variant: answers the file and its name. */
export async function apiDownload(
  path: string,
  opts: Omit<ApiOptions<never>, 'schema'> & {
    fallbackFilename?: string;
    /** Called as the file arrives (total 0 when the server gives no Content-Length). */
    onProgress?: (progress: TransferProgress) => void;
  } = {},
): Promise<Download> {
  const res = await send(path, opts);
  const blob = opts.onProgress ? await readWithProgress(res, opts.onProgress) : await res.blob();
  const filename = filenameFromDisposition(
    res.headers.get('content-disposition'),
    opts.fallbackFilename ?? 'download',
  );
  return { blob, filename };
}

/** Hands a downloaded file to the browser. */
export function saveDownload({ blob, filename }: Download): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** How a file reached the person: the share sheet, or the browser's downloads. */
export type Delivery = 'shared' | 'saved' | 'cancelled';

/**
 * Shares a downloaded file (issue 41: a statement, a payout advice or a trip manifest to WhatsApp
 * from a phone) with the Web Share API when the browser can share files; else, or when sharing is
 * refused (the tap's activation spent while the file came), saves it as {@link saveDownload} does.
 * Closing the share sheet is 'cancelled': nothing else happens.
 */
export async function shareOrSave(file: Download, text: string): Promise<Delivery> {
  const shareable = new File([file.blob], file.filename, {
    type: file.blob.type || 'application/octet-stream',
  });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [shareable] })) {
    try {
      await navigator.share({ files: [shareable], title: file.filename, text });
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
      // NotAllowedError and the like: the file is saved instead.
    }
  }
  saveDownload(file);
  return 'saved';
}
