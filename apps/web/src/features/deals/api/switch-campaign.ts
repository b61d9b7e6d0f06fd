import { dealsEndpoints, type Campaign, type CampaignStatus } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { firstCampaign } from './first-campaign';
import { dealKeys } from './keys';

export interface SwitchCampaignInput {
  id: string;
  status: CampaignStatus;
}

/** POST /user/updateCampaign {selectedCampaignId, status}: the campaign as the server now has it. */
export async function switchCampaign({ id, status }: SwitchCampaignInput) {
  return firstCampaign(
    await callEndpoint(dealsEndpoints.update, { body: { selectedCampaignId: id, status } }),
  );
}

/** Switches a campaign on or off; the server's answer goes into the cached list and its detail. */
export function useSwitchCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchCampaign,
    onSuccess: async (campaign) => {
      // The answer goes straight into the list and this campaign's detail (only those hold campaigns).
      queryClient.setQueryData<Campaign[]>(dealKeys.lists(), (old) =>
        old?.map((c) => (c._id === campaign._id ? campaign : c)),
      );
      queryClient.setQueryData<Campaign[]>(dealKeys.detail(campaign._id), (old) => (old ? [campaign] : old));
      await queryClient.invalidateQueries({ queryKey: dealKeys.all() });
    },
  });
}
