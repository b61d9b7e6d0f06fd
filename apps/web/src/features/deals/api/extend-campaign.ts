import { dealsEndpoints } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { firstCampaign } from './first-campaign';
import { dealKeys } from './keys';

export interface ExtendCampaignInput {
  id: string;
  endDate: string;
}

/** POST /user/updateCampaign {selectedCampaignId, endDate}: extend (only the end date changes). */
export async function extendCampaign({ id, endDate }: ExtendCampaignInput) {
  return firstCampaign(
    await callEndpoint(dealsEndpoints.update, { body: { selectedCampaignId: id, endDate } }),
  );
}

/** Extends a campaign; its detail takes the answer and every deals query is refreshed. */
export function useExtendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendCampaign,
    onSuccess: (campaign) => {
      queryClient.setQueryData(dealKeys.detail(campaign._id), [campaign]);
      void queryClient.invalidateQueries({ queryKey: dealKeys.all() });
    },
  });
}
