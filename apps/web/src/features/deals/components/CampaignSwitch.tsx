import { Switch } from '@mantine/core';
import type { Campaign } from '@oc/contract';
import { StatusBadge } from '../../../components/StatusBadge';
import { CAMPAIGN_STATUS_LABELS } from '../../../lib/labels';

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
  if (campaign.isExpired) {
    return (
      <StatusBadge tone="neutral" size="lg" style={{ flexShrink: 0, overflow: 'visible' }}>
        {CAMPAIGN_STATUS_LABELS.EXPIRED}
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
      color="teal"
      onLabel="ON"
      offLabel="OFF"
      aria-label={`Campaign ${campaign.name} ${on ? 'ON' : 'OFF'}`}
      style={{ flexShrink: 0 }}
      styles={{ track: { cursor: pending ? 'wait' : 'pointer' } }}
    />
  );
}
