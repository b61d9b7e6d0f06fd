import { contractsEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { summaryKeys } from './keys';

/** GET /mg/user/paymentSummary: the weeks overlapping fromDate … toDate (epoch ms), newest first. */
export function getPaymentSummaries(fromDate: number, toDate: number, signal?: AbortSignal) {
  return callEndpoint(contractsEndpoints.paymentSummary, {
    query: { fromDate, toDate },
    ...(signal ? { signal } : {}),
  });
}

export const paymentSummariesQueryOptions = (fromDate: number, toDate: number) =>
  queryOptions({
    queryKey: summaryKeys.list(fromDate, toDate),
    queryFn: ({ signal }) => getPaymentSummaries(fromDate, toDate, signal),
  });

export function usePaymentSummaries(fromDate: number, toDate: number) {
  return useQuery(paymentSummariesQueryOptions(fromDate, toDate));
}
