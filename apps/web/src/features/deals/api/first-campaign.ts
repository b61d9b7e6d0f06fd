import type { Campaign } from '@oc/contract';
import { currentIntl } from '../../../i18n/language';
import { DEALS_TEXT } from '../lib/messages';

/** The campaign a deals mutation answers (`data: [campaign]`). */
export function firstCampaign(list: Campaign[]): Campaign {
  const campaign = list[0];
  if (!campaign) throw new Error(currentIntl().formatMessage(DEALS_TEXT.somethingWentWrong));
  return campaign;
}
