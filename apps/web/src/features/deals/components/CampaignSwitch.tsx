import { Badge, Switch } from '@mantine/core';
import type { Campaign } from '@oc/contract';

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
      <Badge
        color="gray"
        variant="light"
        radius="sm"
        size="lg"
        tt="none"
        style={{ flexShrink: 0, overflow: 'visible' }}
      >
        Expired
      </Badge>
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
