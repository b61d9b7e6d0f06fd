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
import { useState } from 'react';
import { Link } from 'react-router';
import { notInModelOf } from '../../../components/states/failure';
import { QueryError } from '../../../components/states/QueryState';
import { isMobile } from '../../../lib/device';
import { useDeals } from '../api/get-deals';
import { SOMETHING_WENT_WRONG_LOWER } from '../api/keys';
import { DealCard } from '../components/DealCard';
import { DealsUnavailable } from '../components/DealsUnavailable';
import { PageHeader } from '../components/PageHeader';
import { useCampaignSwitch } from '../components/useCampaignSwitch';

type Filter = 'ALL' | 'ON' | 'OFF' | 'EXPIRED';

function matches(c: Campaign, filter: Filter): boolean {
  if (filter === 'ALL') return true;
  if (filter === 'EXPIRED') return c.isExpired;
  return !c.isExpired && c.status === (filter === 'ON' ? 'ACTIVE' : 'INACTIVE');
}

/** Operator deals list (/operatorDealsDetails; part 1 §2, §4, §8). */
export default function OperatorDealsScreen() {
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
      Create Deal
    </Button>
  );

  const notInModel = notInModelOf(deals.error);
  if (notInModel) return <DealsUnavailable message={notInModel} />;

  let content;
  if (deals.isPending) {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true" aria-label="Loading deals">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={168} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (deals.isError) {
    // Part 1 §8: a failed deal fetch reads 'something went wrong'.
    content = <QueryError query={deals} what="your deals" specText={SOMETHING_WENT_WRONG_LOWER} />;
  } else if (deals.data.length === 0) {
    content = (
      <Paper withBorder radius="md" p="xl">
        <Center>
          <Stack align="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconDiscount2 size={30} stroke={1.6} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>no deals found</Text>
            <Text size="sm" c="dimmed" ta="center">
              Create a deal to offer discounts on your services.
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
          aria-label="Show deals"
          data={[
            { value: 'ALL', label: `All (${counts.ALL})` },
            { value: 'ON', label: `On (${counts.ON})` },
            { value: 'OFF', label: `Off (${counts.OFF})` },
            { value: 'EXPIRED', label: `Expired (${counts.EXPIRED})` },
          ]}
          style={{ alignSelf: isMobile ? 'stretch' : 'flex-start' }}
        />
        {shown.length === 0 ? (
          <Text c="dimmed" size="sm" py="md" ta="center">
            no deals found
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
      <PageHeader title="Operator Deals" actions={createDeal} />
      {content}
    </Stack>
  );
}
