import {
  Alert,
  Anchor,
  Badge,
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconCalendarPlus, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { DISCOUNT_TYPE_LABELS, ROUTES, formatDdMmYy, formatInr, type Campaign } from '@oc/contract';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api';
import { isMobile } from '../../../lib/device';
import {
  SOMETHING_WENT_WRONG_LOWER,
  dealQuery,
  dealsKey,
  extendCampaign,
  renewCampaign,
} from '../api/deals.api';
import { CampaignSwitch } from '../components/CampaignSwitch';
import { ExtendDealDialog, RenewDealDialog } from '../components/DateChangeDialogs';
import { DealsUnavailable } from '../components/DealsUnavailable';
import { PageHeader } from '../components/PageHeader';
import { SuccessDialog } from '../components/SuccessDialog';
import { useCampaignSwitch } from '../components/useCampaignSwitch';
import { OCCUPANCY_NOTE, conditionLines, daysText, offerName, routeText } from '../lib/format';

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
  if (c.isExpired)
    return (
      <Badge color="gray" variant="light" radius="sm" tt="none" style={{ flexShrink: 0 }}>
        Expired
      </Badge>
    );
  return (
    <Badge
      style={{ flexShrink: 0 }}
      color={c.status === 'ACTIVE' ? 'teal' : 'gray'}
      variant={c.status === 'ACTIVE' ? 'light' : 'outline'}
      radius="sm"
    >
      {c.status === 'ACTIVE' ? 'ON' : 'OFF'}
    </Badge>
  );
}

type Done = { kind: 'extended'; campaign: Campaign } | { kind: 'renewed'; campaign: Campaign };

/** Deal detail (/operatorDealsDetails/:campaignId; part 1 §2): details, services, extend and renew. */
export default function DealDetailScreen() {
  const { campaignId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deal = useQuery(dealQuery(campaignId));
  const toggle = useCampaignSwitch();
  const [dialog, setDialog] = useState<'extend' | 'renew' | null>(null);
  const [done, setDone] = useState<Done | null>(null);

  const back = () => void navigate(ROUTES.operatorDealsDetails);
  const header = (actions?: ReactNode) => (
    <PageHeader title="Deal Details" onBack={back} backLabel="Back to deals" actions={actions} />
  );

  if (isApiError(deal.error) && deal.error.status === 403)
    return <DealsUnavailable message={deal.error.message} />;
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
        <Alert
          color="red"
          variant="light"
          radius="md"
          icon={<IconAlertTriangle aria-hidden />}
          title={SOMETHING_WENT_WRONG_LOWER}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {notFound ? 'This deal was not found among your deals.' : 'The deal could not be loaded.'}
            </Text>
            {notFound ? (
              <Anchor component={Link} to={ROUTES.operatorDealsDetails} size="sm">
                Back to deals
              </Anchor>
            ) : (
              <Button size="xs" variant="light" color="red" onClick={() => void deal.refetch()}>
                Try again
              </Button>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  }

  const d = campaign.operatorDeal;
  const id = campaign._id;
  const conditions = conditionLines(d);
  const preview = campaign.farePreview;
  const previewService = preview ? campaign.serviceName.find((s) => s._id === preview.serviceId) : undefined;

  async function onExtend(endDate: string) {
    const updated = await extendCampaign(id, endDate);
    queryClient.setQueryData(dealQuery(updated._id).queryKey, [updated]);
    void queryClient.invalidateQueries({ queryKey: dealsKey() });
    setDialog(null);
    setDone({ kind: 'extended', campaign: updated });
  }

  async function onRenew(startDate: string, endDate: string) {
    const created = await renewCampaign(id, startDate, endDate);
    void queryClient.invalidateQueries({ queryKey: dealsKey() });
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
              {formatDdMmYy(campaign.startDate)} - {formatDdMmYy(campaign.endDate)} ·{' '}
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
            <Field label="Discount Type">
              {d.discountType === 'ABSOLUTE' ? 'FLAT' : DISCOUNT_TYPE_LABELS[d.discountType].toUpperCase()}
            </Field>
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
              {preview.applies
                ? `${formatInr(preview.baseFare)} ${preview.seatType === 'SEATER' ? 'seat' : 'berth'} → ${formatInr(preview.finalFare)} with ${formatInr(preview.discount)} off`
                : `A ${formatInr(preview.baseFare)} ${preview.seatType === 'SEATER' ? 'seat' : 'berth'} is below the minimum seat price: no discount`}
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
            <Field label="Start Date">{formatDdMmYy(campaign.startDate)}</Field>
            <Field label="End Date">{formatDdMmYy(campaign.endDate)}</Field>
            <Field label="No. of Days">{campaign.NoOfDays}</Field>
            <Field label="Active Days">
              {campaign.applicableDays.length === 7 ? 'All days' : campaign.applicableDays.join(', ')}
            </Field>
          </SimpleGrid>
          <Stack mt="sm" gap="sm">
            <Field label="Exclusion Dates">
              {campaign.exclusionDates.length === 0
                ? 'None'
                : campaign.exclusionDates.map(formatDdMmYy).join(', ')}
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
        {...(done?.kind === 'renewed'
          ? { codeLabel: 'New Campaign Code', code: done.campaign.operatorDeal.name }
          : {})}
        actions={
          done?.kind === 'renewed' ? (
            <>
              <Button
                fullWidth
                onClick={() => {
                  const newId = done.campaign._id;
                  setDone(null);
                  void navigate(`${ROUTES.operatorDealsDetails}/${newId}`);
                }}
              >
                View New Deal
              </Button>
              <Button fullWidth variant="subtle" onClick={() => setDone(null)}>
                Done
              </Button>
            </>
          ) : (
            <Button fullWidth onClick={() => setDone(null)}>
              Done
            </Button>
          )
        }
      >
        {done?.kind === 'extended' ? (
          <Text size="sm" c="dimmed">
            {done.campaign.name} now ends on {formatDdMmYy(done.campaign.endDate)}.
          </Text>
        ) : null}
      </SuccessDialog>
    </Stack>
  );
}
