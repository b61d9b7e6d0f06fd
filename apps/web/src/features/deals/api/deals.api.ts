import {
  campaignListResponseSchema,
  servicesResponseSchema,
  type Campaign,
  type CampaignStatus,
  type PublishDealInput,
} from '@oc/contract';
import { api, apiQuery } from '../../../lib/api';
import { resolveUserType } from '../../../lib/session';

/**
 * The deals calls of part 1 §7: GET /user/services, POST /user/publishDeal, GET /user/fetchDeals,
 * POST /user/updateCampaign (switch or extend), POST /user/RenewCampaign. Every answer is parsed
 * with the contract's schema.
 */

/** The query-key prefix of every deals query (invalidate it after a change). */
export function dealsKey(): readonly unknown[] {
  return [resolveUserType(), 'deals'];
}

/** GET /user/services: the account's active services (wizard step 3). */
export const dealServicesQuery = () =>
  apiQuery(['deals', 'services'], '/user/services', { schema: servicesResponseSchema });

/** GET /user/fetchDeals: every campaign of the account, newest first. */
export const dealsListQuery = () =>
  apiQuery(['deals', 'list'], '/user/fetchDeals', { schema: campaignListResponseSchema });

/** GET /user/fetchDeals?id=: one campaign (the first item). */
export const dealQuery = (campaignId: string) =>
  apiQuery(['deals', 'detail', campaignId], '/user/fetchDeals', {
    query: { id: campaignId },
    schema: campaignListResponseSchema,
  });

/** The message part 1 §8 gives when publish answers nothing. */
export const SOMETHING_WENT_WRONG = 'Something went wrong';
/** Part 1 §8: campaign update or deal fetch failed. */
export const SOMETHING_WENT_WRONG_LOWER = 'something went wrong';

function first(list: Campaign[]): Campaign {
  const campaign = list[0];
  if (!campaign) throw new Error(SOMETHING_WENT_WRONG);
  return campaign;
}

/** POST /user/publishDeal: the new campaign (its name is the campaign code). */
export async function publishDeal(body: PublishDealInput): Promise<Campaign> {
  return first(await api('/user/publishDeal', { method: 'POST', body, schema: campaignListResponseSchema }));
}

/** POST /user/updateCampaign {selectedCampaignId, status}: the campaign as the server now has it. */
export async function switchCampaign(selectedCampaignId: string, status: CampaignStatus): Promise<Campaign> {
  return first(
    await api('/user/updateCampaign', {
      method: 'POST',
      body: { selectedCampaignId, status },
      schema: campaignListResponseSchema,
    }),
  );
}

/** POST /user/updateCampaign {selectedCampaignId, endDate}: extend (only the end date changes). */
export async function extendCampaign(selectedCampaignId: string, endDate: string): Promise<Campaign> {
  return first(
    await api('/user/updateCampaign', {
      method: 'POST',
      body: { selectedCampaignId, endDate },
      schema: campaignListResponseSchema,
    }),
  );
}

/** POST /user/RenewCampaign: the new campaign (operatorDeal.name is the new code). */
export async function renewCampaign(
  selectedCampaign: string,
  startDate: string,
  endDate: string,
): Promise<Campaign> {
  return first(
    await api('/user/RenewCampaign', {
      method: 'POST',
      body: { selectedCampaign, startDate, endDate },
      schema: campaignListResponseSchema,
    }),
  );
}
