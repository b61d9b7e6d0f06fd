import { dealsEndpoints, type PublishDealInput } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { firstCampaign } from './first-campaign';
import { dealKeys } from './keys';

/** POST /user/publishDeal: the new campaign (its name is the campaign code). */
export async function publishDeal(body: PublishDealInput) {
  return firstCampaign(await callEndpoint(dealsEndpoints.publish, { body }));
}

/** Publishes a deal; every deals query is refreshed afterwards. */
export function usePublishDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealKeys.all() }),
  });
}
