import { dealsEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { dealKeys } from './keys';

/** GET /user/services: the account's active services (wizard step 3). */
export function getDealServices(signal?: AbortSignal) {
  return callEndpoint(dealsEndpoints.services, { ...(signal ? { signal } : {}) });
}

export const dealServicesQueryOptions = () =>
  queryOptions({ queryKey: dealKeys.services(), queryFn: ({ signal }) => getDealServices(signal) });

/** Part 1 §4: the services are fetched on reaching step 3 (`enabled`). */
export function useDealServices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...dealServicesQueryOptions(), enabled });
}
