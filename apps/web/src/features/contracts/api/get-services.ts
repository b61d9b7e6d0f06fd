import { contractsEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { contractKeys } from './keys';

/** GET /mg/user/service: the account's services with their contracts and revenue brackets. */
export function getServices(signal?: AbortSignal) {
  return callEndpoint(contractsEndpoints.services, { ...(signal ? { signal } : {}) });
}

export const servicesQueryOptions = () =>
  queryOptions({ queryKey: contractKeys.services(), queryFn: ({ signal }) => getServices(signal) });

export function useServices() {
  return useQuery(servicesQueryOptions());
}
