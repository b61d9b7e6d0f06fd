import type { Campaign } from '@oc/contract';
import { SOMETHING_WENT_WRONG } from './keys';

/** The campaign a deals mutation answers (`data: [campaign]`). */
export function firstCampaign(list: Campaign[]): Campaign {
  const campaign = list[0];
  if (!campaign) throw new Error(SOMETHING_WENT_WRONG);
  return campaign;
}
