import { API_BASE, MODEL_PREFIX, type UserType } from '@oc/contract/constants';

/**
 * The address of an API call: `/api/v1`, the business model's prefix (none for GDS, and none for
 * an unscoped call: `type` null) and the path. The api client (lib/api/) and the early reads
 * (lib/early-reads.ts) both build their URLs with it, so an early read is the client's own call.
 */
export function apiPath(type: UserType | null, path: string): string {
  const prefix = type === null ? '' : MODEL_PREFIX[type];
  return `${API_BASE}${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}
