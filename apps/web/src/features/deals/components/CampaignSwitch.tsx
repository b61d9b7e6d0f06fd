import { Switch } from '@mantine/core';
import type { Campaign } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { useIntl } from 'react-intl';
import { StatusBadge } from '../../../components/StatusBadge';
import { CAMPAIGN_STATUS_MESSAGES } from '../lib/messages';

const TEXT = defineMessages({
  on: { id: 'deals.switch.on', defaultMessage: 'ON' },
  off: { id: 'deals.switch.off', defaultMessage: 'OFF' },
  ariaOn: { id: 'deals.switch.ariaOn', defaultMessage: 'Campaign {name} ON' },
  ariaOff: { id: 'deals.switch.ariaOff', defaultMessage: 'Campaign {name} OFF' },
});

/** The ON/OFF switch of a campaign, or 'Expired' (an expired campaign cannot be switched). */
export function CampaignSwitch({
  campaign,
  pending,
  onAsk,
}: {
  campaign: Campaign;
  pending: boolean;
  onAsk: (campaign: Campaign) => void;
}) {
  const intl = useIntl();
  if (campaign.isExpired) {
    return (
      <StatusBadge tone="neutral" size="lg" style={{ flexShrink: 0, overflow: 'visible' }}>
        {intl.formatMessage(CAMPAIGN_STATUS_MESSAGES.EXPIRED)}
      </StatusBadge>
    );
  }
  const on = campaign.status === 'ACTIVE';
  return (
    <Switch
      checked={on}
      onChange={() => onAsk(campaign)}
      disabled={pending}
      size="lg"
      // Teal's darkest shade: the white 'ON' on it is AA (5:1) in both schemes; shade 6 was 2.5:1.
      color="teal.9"
      onLabel={intl.formatMessage(TEXT.on)}
      offLabel={intl.formatMessage(TEXT.off)}
      aria-label={intl.formatMessage(on ? TEXT.ariaOn : TEXT.ariaOff, { name: campaign.name })}
      style={{ flexShrink: 0 }}
      styles={{ track: { cursor: pending ? 'wait' : 'pointer' } }}
    />
  );
}
