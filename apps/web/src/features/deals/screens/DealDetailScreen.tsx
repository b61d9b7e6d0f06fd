import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendarPlus, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { ROUTES, type Campaign } from '@oc/contract';
import { formatInr, formatShortDate } from '../../../lib/format';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { notInModelOf } from '../../../components/states/failure';
import { QueryError } from '../../../components/states/QueryState';
import { ErrorState } from '../../../components/states/States';
import { isApiError } from '../../../lib/api/errors';
import { isMobile } from '../../../lib/device';
import { CAMPAIGN_STATUS_LABELS, DISCOUNT_TYPE_LABELS, weekdaysText } from '../../../lib/labels';
import { StatusBadge } from '../../../components/StatusBadge';
import { SuccessDialog } from '../../../components/SuccessDialog';
import { useExtendCampaign } from '../api/extend-campaign';
import { useDeal } from '../api/get-deal';
import { SOMETHING_WENT_WRONG_LOWER } from '../api/keys';
import { useRenewCampaign } from '../api/renew-campaign';
import { CampaignSwitch } from '../components/CampaignSwitch';
import { ExtendDealDialog, RenewDealDialog } from '../components/DateChangeDialogs';
import { DealsUnavailable } from '../components/DealsUnavailable';
import { PageHeader } from '../components/PageHeader';
import { useCampaignSwitch } from '../components/useCampaignSwitch';
import {
  OCCUPANCY_NOTE,
  conditionLines,
  dateRange,
  daysText,
  farePreviewLine,
  offerName,
  routeText,
} from '../lib/format';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function statusBadge(c: Campaign) {
  const status = c.isExpired ? 'EXPIRED' : c.status;
  return (
    <StatusBadge tone={status === 'ACTIVE' ? 'positive' : 'neutral'} data-testid="detail-status">
      {CAMPAIGN_STATUS_LABELS[status]}
    </StatusBadge>
  );
}

type Done = { kind: 'extended'; campaign: Campaign } | { kind: 'renewed'; campaign: Campaign };

/** Deal detail (/operatorDealsDetails/:campaignId; part 1 §2): details, services, extend and renew. */
export default function DealDetailScreen() {
  const { campaignId = '' } = useParams();
  const navigate = useNavigate();
  const deal = useDeal(campaignId);
  const extend = useExtendCampaign();
  const renew = useRenewCampaign();
  const toggle = useCampaignSwitch();
  const [dialog, setDialog] = useState<'extend' | 'renew' | null>(null);
  const [done, setDone] = useState<Done | null>(null);

  const back = () => void navigate(ROUTES.operatorDealsDetails);
  const header = (actions?: ReactNode) => (
    <PageHeader title="Deal Details" onBack={back} backLabel="Back to deals" actions={actions} />
  );

  const notInModel = notInModelOf(deal.error);
  if (notInModel) return <DealsUnavailable message={notInModel} />;
  if (deal.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading deal">
        {header()}
        <Skeleton height={120} radius="md" />
        <Skeleton height={200} radius="md" />
      </Stack>
    );
  }
  const campaign = deal.data?.[0];
  if (deal.isError || !campaign) {
    // 404: not among the account's deals; 400: the address holds no campaign id at all.
    const notFound = isApiError(deal.error) && (deal.error.status === 404 || deal.error.status === 400);
    return (
      <Stack gap="md">
        {header()}
        {notFound || !deal.isError ? (
          <ErrorState title={SOMETHING_WENT_WRONG_LOWER} message="This deal was not found among your deals.">
            <Anchor component={Link} to={ROUTES.operatorDealsDetails} size="sm">
              Back to deals
            </Anchor>
          </ErrorState>
        ) : (
          // Part 1 §8: a failed deal fetch reads 'something went wrong'.
          <QueryError query={deal} what="this deal" specText={SOMETHING_WENT_WRONG_LOWER} />
        )}
      </Stack>
    );
  }

  const d = campaign.operatorDeal;
  const id = campaign._id;
  const conditions = conditionLines(d);
  const preview = campaign.farePreview;
  const previewService = preview ? campaign.serviceName.find((s) => s._id === preview.serviceId) : undefined;

  async function onExtend(endDate: string) {
    const updated = await extend.mutateAsync({ id, endDate });
    setDialog(null);
    setDone({ kind: 'extended', campaign: updated });
  }

  async function onRenew(startDate: string, endDate: string) {
    const created = await renew.mutateAsync({ id, startDate, endDate });
    setDialog(null);
    setDone({ kind: 'renewed', campaign: created });
  }

  const actions = (
    <Group gap="sm" wrap="nowrap">
      {campaign.isAboutToExpire ? (
        <Button
          leftSection={<IconCalendarPlus size={18} />}
          onClick={() => setDialog('extend')}
          size={isMobile ? 'sm' : 'sm'}
        >
          Extend Deal
        </Button>
      ) : null}
      {campaign.isExpired ? (
        <Button leftSection={<IconRefresh size={18} />} onClick={() => setDialog('renew')}>
          Renew Deal
        </Button>
      ) : null}
    </Group>
  );
  const hasActions = campaign.isAboutToExpire || campaign.isExpired;

  return (
    <Stack gap="md">
      {header(!isMobile && hasActions ? actions : undefined)}

      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Text size="sm" fw={600} c="brand.7">
              {offerName(d.type)}
            </Text>
            <Text fw={700} fz={24} ff="monospace" data-testid="detail-code">
              {campaign.name}
            </Text>
            <Text size="sm" c="dimmed">
              {formatShortDate(campaign.startDate)} - {formatShortDate(campaign.endDate)} ·{' '}
              {daysText(campaign.NoOfDays)}
            </Text>
          </Stack>
          {isMobile ? (
            <CampaignSwitch
              campaign={campaign}
              pending={toggle.pendingId === campaign._id}
              onAsk={toggle.ask}
            />
          ) : (
            statusBadge(campaign)
          )}
        </Group>
        {campaign.isAboutToExpire ? (
          <Alert
            mt="md"
            color="orange"
            variant="light"
            radius="md"
            p="xs"
            icon={<IconInfoCircle size={18} aria-hidden />}
          >
            <Text size="sm">This deal is about to expire. Extend it to keep it running.</Text>
          </Alert>
        ) : null}
        {campaign.isExpired ? (
          <Alert
            mt="md"
            color="gray"
            variant="light"
            radius="md"
            p="xs"
            icon={<IconInfoCircle size={18} aria-hidden />}
          >
            <Text size="sm">This deal has expired. Renew it to run it again with a new campaign code.</Text>
          </Alert>
        ) : null}
        {isMobile && hasActions ? (
          <Stack mt="md" gap="xs">
            {campaign.isAboutToExpire ? (
              <Button
                fullWidth
                leftSection={<IconCalendarPlus size={18} />}
                onClick={() => setDialog('extend')}
              >
                Extend Deal
              </Button>
            ) : null}
            {campaign.isExpired ? (
              <Button fullWidth leftSection={<IconRefresh size={18} />} onClick={() => setDialog('renew')}>
                Renew Deal
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Offer">
          <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
            <Field label="Discount Type">{DISCOUNT_TYPE_LABELS[d.discountType]}</Field>
            <Field label={d.discountType === 'ABSOLUTE' ? 'Flat Discount' : 'Discount'}>
              {d.discountType === 'ABSOLUTE' ? formatInr(d.discountValue) : `${d.discountValue}%`}
            </Field>
            {d.maxDiscount != null ? (
              <Field label="Maximum Discount">{formatInr(d.maxDiscount)}</Field>
            ) : null}
            <Field label="Minimum Seat Price">{formatInr(d.minSeatValue)}</Field>
          </SimpleGrid>
          {conditions.length > 0 ? (
            <Stack gap={4} mt="md">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
                Deal Conditions
              </Text>
              {conditions.map((c) => (
                <Text key={c} size="sm">
                  {c}
                </Text>
              ))}
            </Stack>
          ) : null}
          {preview ? (
            <Text size="sm" mt="md" c="dimmed">
              {farePreviewLine(preview, preview.seatType === 'SEATER' ? 'seat' : 'berth')}
              {previewService ? ` (${previewService.name})` : ''}
            </Text>
          ) : null}
          {d.type === 'LASTMINUTE' ? (
            <Text size="xs" c="dimmed" mt="xs">
              {OCCUPANCY_NOTE}
            </Text>
          ) : null}
        </Section>

        <Section title="Validity">
          <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
            <Field label="Start Date">{formatShortDate(campaign.startDate)}</Field>
            <Field label="End Date">{formatShortDate(campaign.endDate)}</Field>
            <Field label="No. of Days">{campaign.NoOfDays}</Field>
            <Field label="Active Days">{weekdaysText(campaign.applicableDays)}</Field>
          </SimpleGrid>
          <Stack mt="sm" gap="sm">
            <Field label="Exclusion Dates">
              {campaign.exclusionDates.length === 0
                ? 'None'
                : campaign.exclusionDates.map(formatShortDate).join(', ')}
            </Field>
            {campaign.renewedFromId ? (
              <Field label="Renewed From">
                <Anchor
                  component={Link}
                  to={`${ROUTES.operatorDealsDetails}/${campaign.renewedFromId}`}
                  size="sm"
                >
                  Previous campaign
                </Anchor>
              </Field>
            ) : null}
          </Stack>
        </Section>
      </SimpleGrid>

      <Section title={`Services (${campaign.serviceName.length})`}>
        {isMobile ? (
          <Stack gap="xs">
            {campaign.serviceName.map((s) => (
              <Paper key={s._id} withBorder radius="sm" p="xs">
                <Text size="sm" fw={600}>
                  {routeText(s)}
                </Text>
                <Text size="xs" c="dimmed">
                  {s.startTime} · {s.b2cAssetTypeName}
                </Text>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Service Name</Table.Th>
                <Table.Th>Route</Table.Th>
                <Table.Th>Bus Type</Table.Th>
                <Table.Th>Start Time</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {campaign.serviceName.map((s) => (
                <Table.Tr key={s._id}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>{routeText(s)}</Table.Td>
                  <Table.Td>{s.b2cAssetTypeName}</Table.Td>
                  <Table.Td>{s.startTime}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>

      <ExtendDealDialog
        campaign={campaign}
        opened={dialog === 'extend'}
        onClose={() => setDialog(null)}
        onSubmit={onExtend}
      />
      <RenewDealDialog
        campaign={campaign}
        opened={dialog === 'renew'}
        onClose={() => setDialog(null)}
        onSubmit={onRenew}
      />

      <SuccessDialog
        opened={done !== null}
        onClose={() => setDone(null)}
        title={done?.kind === 'renewed' ? 'Your deal has been renewed' : 'Your Deal has been extended'}
        value={
          done
            ? {
                label: done.kind === 'renewed' ? 'New Campaign Code' : 'Campaign Code',
                value: done.kind === 'renewed' ? done.campaign.operatorDeal.name : done.campaign.name,
              }
            : undefined
        }
        detail={
          done?.kind === 'renewed'
            ? `Runs ${dateRange(done.campaign)}`
            : done
              ? `Now ends on ${formatShortDate(done.campaign.endDate)}`
              : undefined
        }
        primary={{ label: 'Done', onClick: () => setDone(null) }}
        secondary={
          done?.kind === 'renewed'
            ? {
                label: 'View New Deal',
                onClick: () => {
                  const newId = done.campaign._id;
                  setDone(null);
                  void navigate(`${ROUTES.operatorDealsDetails}/${newId}`);
                },
              }
            : undefined
        }
      />
    </Stack>
  );
}
