import {
  envelopeData,
  isUnauthorizedAnswer,
  parseJson,
  refusalOf,
  toApiError,
  type EnvelopeSchema,
  type RawAnswer,
} from './errors';
import { withSessionRefresh } from './refresh';
import { apiUrl, buildHeaders, type ApiSession, type TransferProgress } from './request';

/**
 * Uploads with progress (docs/architecture.md "Web client"): a multipart POST through
 * XMLHttpRequest, since fetch reports no upload progress; the same refresh-and-retry
 * (`withSessionRefresh`) and envelope parsing (`envelopeData`) as JSON calls.
 */

export interface UploadOptions<T> {
  form: FormData;
  schema?: EnvelopeSchema<T>;
  scoped?: boolean;
  session?: ApiSession;
  signal?: AbortSignal;
  /** Called as the body is sent (XMLHttpRequest's upload events; fetch reports none). */
  onProgress?: (progress: TransferProgress) => void;
}

/** One multipart POST through XMLHttpRequest, so the browser reports the upload's progress. */
function xhrOnce<T>(path: string, opts: UploadOptions<T>, token: string | null): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const scope = {
      ...(opts.scoped === false ? { scoped: false } : {}),
      ...(opts.session ? { session: opts.session } : {}),
    };
    xhr.open('POST', apiUrl(path, scope));
    buildHeaders({ body: opts.form, ...scope }, token).forEach((value, key) =>
      xhr.setRequestHeader(key, value),
    );
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.({ loaded: e.loaded, total: e.total });
    };
    const abort = () => xhr.abort();
    opts.signal?.addEventListener('abort', abort, { once: true });
    const done = () => opts.signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      done();
      resolve({
        status: xhr.status,
        body: parseJson(xhr.responseText),
        requestId: xhr.getResponseHeader('x-request-id'),
      });
    };
    xhr.onerror = () => {
      done();
      console.error('Upload failed', path);
      reject(toApiError(0, undefined));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.send(opts.form);
  });
}

const unauthorizedAnswer = (answer: RawAnswer) =>
  Promise.resolve(isUnauthorizedAnswer(answer.status, answer.body) ? { body: answer.body } : null);

/**
 * A multipart upload with progress: the same token handling (one refresh and retry on a 401) and
 * answers (the envelope's data, parsed with `schema`) as a JSON call.
 */
export async function apiUpload<T = unknown>(path: string, opts: UploadOptions<T>): Promise<T> {
  const withRefresh = opts.session?.withRefresh ?? withSessionRefresh;
  const answer = await withRefresh((token) => xhrOnce(path, opts, token), unauthorizedAnswer);
  if (answer.status < 200 || answer.status >= 300) throw refusalOf(path, answer);
  return envelopeData(path, answer, opts.schema);
}
