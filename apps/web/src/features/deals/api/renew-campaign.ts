import { dealsEndpoints } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { firstCampaign } from './first-campaign';
import { dealKeys } from './keys';

export interface RenewCampaignInput {
  id: string;
  startDate: string;
  endDate: string;
}

/** POST /user/RenewCampaign: the new campaign (operatorDeal.name is the new code). */
export async function renewCampaign({ id, startDate, endDate }: RenewCampaignInput) {
  return firstCampaign(
    await callEndpoint(dealsEndpoints.renew, { body: { selectedCampaign: id, startDate, endDate } }),
  );
}

/** Renews a campaign; every deals query is refreshed (the list gains the new one). */
export function useRenewCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealKeys.all() }),
  });
}
