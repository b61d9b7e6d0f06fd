import type { EndpointData, EndpointDef } from '@oc/contract/endpoint';
import type { Download } from '../../lib/api/download';
import { callEndpoint, downloadEndpoint, type CallInput } from '../../lib/endpoint';
import { staffSession } from './staff-session';

/** What a staff call sends: a {@link CallInput} without the session, which is always the staff one. */
export type StaffCallInput<E extends EndpointDef> = Omit<CallInput<E>, 'session'>;

/**
 * A staff endpoint's call (the registry's `callEndpoint` with the staff session): the declaration's
 * method and path under `/api/admin/v1`, the staff bearer token, one refresh and retry on a 401.
 * Every fetcher of the console's features calls through this.
 */
export function callStaff<E extends EndpointDef>(
  endpoint: E,
  ...[input]: Record<string, never> extends StaffCallInput<E> ? [StaffCallInput<E>?] : [StaffCallInput<E>]
): Promise<EndpointData<E>> {
  const call = callEndpoint as (e: E, i: CallInput<E>) => Promise<EndpointData<E>>;
  return call(endpoint, { ...input, session: staffSession } as CallInput<E>);
}

/**
 * A staff file endpoint's download (the registry's `downloadEndpoint` with the staff session): the
 * file and its name, for a preview in the page (a bank proof's cheque).
 */
export function downloadStaff<E extends EndpointDef>(
  endpoint: E,
  input: StaffCallInput<E> & { fallbackFilename?: string },
): Promise<Download> {
  const download = downloadEndpoint as (
    e: E,
    i: CallInput<E> & { fallbackFilename?: string },
  ) => Promise<Download>;
  return download(endpoint, { ...input, session: staffSession } as CallInput<E> & {
    fallbackFilename?: string;
  });
}
