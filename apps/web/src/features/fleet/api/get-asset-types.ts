import { fleetEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { fleetKeys } from './keys';

/** GET /cabOperator/assetType: the asset type filter's options. */
export function getAssetTypes(signal?: AbortSignal) {
  return callEndpoint(fleetEndpoints.assetTypes, signal ? { signal } : {});
}

export const assetTypesQueryOptions = () =>
  queryOptions({
    queryKey: fleetKeys.assetTypes(),
    queryFn: ({ signal }) => getAssetTypes(signal),
    staleTime: 5 * 60_000,
  });

export function useAssetTypes() {
  return useQuery(assetTypesQueryOptions());
}
