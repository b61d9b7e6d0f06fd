import {
  Button,
  Center,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconDiscount2, IconPlus } from '@tabler/icons-react';
import { ROUTES, type Campaign } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { notInModelOf } from '../../../components/states/failure';
import { QueryError } from '../../../components/states/QueryState';
import { isMobile } from '../../../lib/device';
import { useDeals } from '../api/get-deals';
import { DealPerformance } from '../components/DealPerformance';
import { DealCard } from '../components/DealCard';
import { DealsUnavailable } from '../components/DealsUnavailable';
import { PageHeader } from '../components/PageHeader';
import { useCampaignSwitch } from '../components/useCampaignSwitch';
import { DEALS_TEXT } from '../lib/messages';

const TEXT = defineMessages({
  title: { id: 'deals.list.title', defaultMessage: 'Operator Deals' },
  loading: { id: 'deals.list.loading', defaultMessage: 'Loading deals' },
  what: { id: 'deals.list.what', defaultMessage: 'your deals' },
  none: { id: 'deals.list.none', defaultMessage: 'no deals found' },
  createHint: {
    id: 'deals.list.createHint',
    defaultMessage: 'Create a deal to offer discounts on your services.',
  },
  show: { id: 'deals.list.show', defaultMessage: 'Show deals' },
  all: { id: 'deals.list.all', defaultMessage: 'All ({count})' },
  on: { id: 'deals.list.on', defaultMessage: 'On ({count})' },
  off: { id: 'deals.list.off', defaultMessage: 'Off ({count})' },
  expired: { id: 'deals.list.expired', defaultMessage: 'Expired ({count})' },
});

type Filter = 'ALL' | 'ON' | 'OFF' | 'EXPIRED';

function matches(c: Campaign, filter: Filter): boolean {
  if (filter === 'ALL') return true;
  if (filter === 'EXPIRED') return c.isExpired;
  return !c.isExpired && c.status === (filter === 'ON' ? 'ACTIVE' : 'INACTIVE');
}

/** Operator deals list (/operatorDealsDetails; part 1 §2, §4, §8). */
export default function OperatorDealsScreen() {
  const intl = useIntl();
  const deals = useDeals();
  const toggle = useCampaignSwitch();
  const [filter, setFilter] = useState<Filter>('ALL');

  const createDeal = (
    <Button
      component={Link}
      to={ROUTES.deals}
      leftSection={<IconPlus size={18} />}
      size={isMobile ? 'sm' : 'sm'}
    >
      {intl.formatMessage(DEALS_TEXT.createDeal)}
    </Button>
  );

  const notInModel = notInModelOf(deals.error);
  if (notInModel) return <DealsUnavailable message={notInModel} />;

  let content;
  if (deals.isPending) {
    content = (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        aria-busy="true"
        aria-label={intl.formatMessage(TEXT.loading)}
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={168} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (deals.isError) {
    // Part 1 §8: a failed deal fetch reads 'something went wrong'.
    content = (
      <QueryError
        query={deals}
        what={intl.formatMessage(TEXT.what)}
        specText={intl.formatMessage(DEALS_TEXT.somethingWentWrongLower)}
      />
    );
  } else if (deals.data.length === 0) {
    content = (
      <Paper withBorder radius="md" p="xl">
        <Center>
          <Stack align="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconDiscount2 size={30} stroke={1.6} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>{intl.formatMessage(TEXT.none)}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {intl.formatMessage(TEXT.createHint)}
            </Text>
            {createDeal}
          </Stack>
        </Center>
      </Paper>
    );
  } else {
    const counts = {
      ALL: deals.data.length,
      ON: deals.data.filter((c) => matches(c, 'ON')).length,
      OFF: deals.data.filter((c) => matches(c, 'OFF')).length,
      EXPIRED: deals.data.filter((c) => matches(c, 'EXPIRED')).length,
    };
    const shown = deals.data.filter((c) => matches(c, filter));
    content = (
      <Stack gap="md">
        <SegmentedControl<Filter>
          value={filter}
          onChange={setFilter}
          fullWidth={isMobile}
          size={isMobile ? 'xs' : 'sm'}
          radius="md"
          aria-label={intl.formatMessage(TEXT.show)}
          data={[
            { value: 'ALL', label: intl.formatMessage(TEXT.all, { count: counts.ALL }) },
            { value: 'ON', label: intl.formatMessage(TEXT.on, { count: counts.ON }) },
            { value: 'OFF', label: intl.formatMessage(TEXT.off, { count: counts.OFF }) },
            { value: 'EXPIRED', label: intl.formatMessage(TEXT.expired, { count: counts.EXPIRED }) },
          ]}
          style={{ alignSelf: isMobile ? 'stretch' : 'flex-start' }}
        />
        {shown.length === 0 ? (
          <Text c="dimmed" size="sm" py="md" ta="center">
            {intl.formatMessage(TEXT.none)}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="deal-list">
            {shown.map((c) => (
              <DealCard key={c._id} campaign={c} pending={toggle.pendingId === c._id} onAsk={toggle.ask} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader title={intl.formatMessage(TEXT.title)} actions={createDeal} />
      {content}
      {deals.isSuccess && deals.data.length > 0 ? <DealPerformance /> : null}
    </Stack>
  );
}
