import { accountEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { accountKeys } from './keys';

/** GET {prefix}/user/agreement: the account's signed agreements, newest first (OPERATOR and MG). */
export function getAgreements(signal?: AbortSignal) {
  return callEndpoint(accountEndpoints.agreements, { ...(signal ? { signal } : {}) });
}

export const agreementsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.agreements(), queryFn: ({ signal }) => getAgreements(signal) });

export function useAgreements(enabled = true) {
  return useQuery({ ...agreementsQueryOptions(), enabled });
}
