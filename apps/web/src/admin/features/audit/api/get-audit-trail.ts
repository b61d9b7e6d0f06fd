import { auditEndpoints } from '@oc/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { auditKeys, type AuditFilters } from './keys';

/** The most events one read shows (the contract's page limit is 200). */
export const AUDIT_PAGE = 200;

/** GET /api/admin/v1/audit: the trail, newest first, filtered. */
export function getAuditTrail(filters: AuditFilters, signal?: AbortSignal) {
  return callStaff(auditEndpoints.list, {
    query: { ...filters, limit: AUDIT_PAGE },
    ...(signal ? { signal } : {}),
  });
}

export const auditTrailQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ signal }) => getAuditTrail(filters, signal),
  });

/** The trail for the filters; the last answer stays on screen while the next loads. */
export function useAuditTrail(filters: AuditFilters) {
  return useQuery({ ...auditTrailQueryOptions(filters), placeholderData: keepPreviousData });
}
