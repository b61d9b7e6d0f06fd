import { qualityEndpoints, type AuditQuery } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { auditKeys } from './keys';

/** GET /mg/user/fetchAuditData?rc&name&fromDate&toDate. */
export function getAudits(query: AuditQuery, signal?: AbortSignal) {
  return callEndpoint(qualityEndpoints.audits, { query, ...(signal ? { signal } : {}) });
}

/**
 * The records carry attachment links signed for 5 minutes: the list is refreshed every 4 so a
 * link opened later still works.
 */
export const auditsQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => getAudits(query, signal),
    staleTime: 60_000,
    refetchInterval: 4 * 60_000,
  });

export function useAudits(query: AuditQuery | null) {
  return useQuery({
    ...auditsQueryOptions(query ?? { fromDate: 0, toDate: 0 }),
    enabled: query !== null,
  });
}
