import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconChevronRight, IconRoute } from '@tabler/icons-react';
import { ROUTES, type Campaign } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { dateRange, daysText, offerName, servicesSummary } from '../lib/format';
import { CampaignSwitch } from './CampaignSwitch';
import colors from './colors.module.css';

const TEXT = defineMessages({
  aria: { id: 'deals.card.aria', defaultMessage: 'Deal {name}' },
  viewDetails: { id: 'deals.card.viewDetails', defaultMessage: 'View Details' },
});

/**
 * A deals-list card (part 1 §2): type, campaign code, number of days, 'DD/MM/YY - DD/MM/YY', the
 * first service 'from city to to city' plus '+N', the ON/OFF switch ('Expired' instead when past)
 * and 'View Details'.
 */
export function DealCard({
  campaign,
  pending,
  onAsk,
}: {
  campaign: Campaign;
  pending: boolean;
  onAsk: (campaign: Campaign) => void;
}) {
  const intl = useIntl();
  const { route, more } = servicesSummary(campaign, intl);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={intl.formatMessage(TEXT.aria, { name: campaign.name })}
      data-testid="deal-card"
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600} className={colors.offerName} data-testid="deal-type">
            {offerName(campaign.operatorDeal.type, intl)}
          </Text>
          <Text fw={700} fz="lg" ff="monospace" data-testid="deal-code">
            {campaign.name}
          </Text>
        </Stack>
        <CampaignSwitch campaign={campaign} pending={pending} onAsk={onAsk} />
      </Group>

      <Stack gap={6} mt="sm" style={{ flexGrow: 1 }}>
        <Group gap={6} wrap="nowrap">
          <IconCalendarEvent
            size={16}
            stroke={1.6}
            color="var(--mantine-color-dimmed)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text size="sm" data-testid="deal-dates">
            {dateRange(campaign)}
          </Text>
          <Badge variant="light" color="gray" radius="sm" size="sm" tt="none" data-testid="deal-days">
            {daysText(campaign.NoOfDays, intl)}
          </Badge>
        </Group>
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconRoute
            size={16}
            stroke={1.6}
            color="var(--mantine-color-dimmed)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text size="sm" truncate data-testid="deal-route">
            {route}
          </Text>
          {more > 0 ? (
            <Badge
              variant="outline"
              color="gray"
              radius="sm"
              size="sm"
              style={{ flexShrink: 0 }}
              data-testid="deal-more"
            >
              +{more}
            </Badge>
          ) : null}
        </Group>
      </Stack>

      <Group justify="flex-end" mt="sm">
        <Anchor
          component={Link}
          to={`${ROUTES.operatorDealsDetails}/${campaign._id}`}
          size="sm"
          fw={600}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
        >
          {intl.formatMessage(TEXT.viewDetails)}
          <IconChevronRight size={16} aria-hidden />
        </Anchor>
      </Group>
    </Paper>
  );
}
