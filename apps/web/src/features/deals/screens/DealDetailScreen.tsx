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
import { defineMessages } from '@oc/i18n';
import { formatInr, formatShortDate } from '../../../lib/format';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { notInModelOf } from '../../../components/states/failure';
import { QueryError } from '../../../components/states/QueryState';
import { ErrorState } from '../../../components/states/States';
import { isApiError } from '../../../lib/api/errors';
import { isMobile } from '../../../lib/device';
import { StatusBadge } from '../../../components/StatusBadge';
import { SuccessDialog } from '../../../components/SuccessDialog';
import { useExtendCampaign } from '../api/extend-campaign';
import { useDeal } from '../api/get-deal';
import { useRenewCampaign } from '../api/renew-campaign';
import { CampaignSwitch } from '../components/CampaignSwitch';
import colors from '../components/colors.module.css';
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
  weekdaysText,
} from '../lib/format';
import { CAMPAIGN_STATUS_MESSAGES, DEALS_TEXT, DISCOUNT_TYPE_MESSAGES } from '../lib/messages';

const TEXT = defineMessages({
  title: { id: 'deals.detail.title', defaultMessage: 'Deal Details' },
  loading: { id: 'deals.detail.loading', defaultMessage: 'Loading deal' },
  notFound: { id: 'deals.detail.notFound', defaultMessage: 'This deal was not found among your deals.' },
  what: { id: 'deals.detail.what', defaultMessage: 'this deal' },
  aboutToExpire: {
    id: 'deals.detail.aboutToExpire',
    defaultMessage: 'This deal is about to expire. Extend it to keep it running.',
  },
  expired: {
    id: 'deals.detail.expired',
    defaultMessage: 'This deal has expired. Renew it to run it again with a new campaign code.',
  },
  renewedFrom: { id: 'deals.detail.renewedFrom', defaultMessage: 'Renewed From' },
  previousCampaign: { id: 'deals.detail.previousCampaign', defaultMessage: 'Previous campaign' },
  route: { id: 'deals.detail.route', defaultMessage: 'Route' },
  renewedTitle: { id: 'deals.detail.renewedTitle', defaultMessage: 'Your deal has been renewed' },
  extendedTitle: { id: 'deals.detail.extendedTitle', defaultMessage: 'Your Deal has been extended' },
  newCampaignCode: { id: 'deals.detail.newCampaignCode', defaultMessage: 'New Campaign Code' },
  nowEnds: { id: 'deals.detail.nowEnds', defaultMessage: 'Now ends on {date}' },
  viewNewDeal: { id: 'deals.detail.viewNewDeal', defaultMessage: 'View New Deal' },
});

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

function StatusOf({ campaign: c }: { campaign: Campaign }) {
  const intl = useIntl();
  const status = c.isExpired ? 'EXPIRED' : c.status;
  return (
    <StatusBadge tone={status === 'ACTIVE' ? 'positive' : 'neutral'} data-testid="detail-status">
      {intl.formatMessage(CAMPAIGN_STATUS_MESSAGES[status])}
    </StatusBadge>
  );
}

type Done = { kind: 'extended'; campaign: Campaign } | { kind: 'renewed'; campaign: Campaign };

/** Deal detail (/operatorDealsDetails/:campaignId; part 1 §2): details, services, extend and renew. */
export default function DealDetailScreen() {
  const intl = useIntl();
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
    <PageHeader
      title={intl.formatMessage(TEXT.title)}
      onBack={back}
      backLabel={intl.formatMessage(DEALS_TEXT.backToDeals)}
      actions={actions}
    />
  );

  const notInModel = notInModelOf(deal.error);
  if (notInModel) return <DealsUnavailable message={notInModel} />;
  if (deal.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={intl.formatMessage(TEXT.loading)}>
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
          <ErrorState
            title={intl.formatMessage(DEALS_TEXT.somethingWentWrongLower)}
            message={intl.formatMessage(TEXT.notFound)}
          >
            <Anchor component={Link} to={ROUTES.operatorDealsDetails} size="sm">
              {intl.formatMessage(DEALS_TEXT.backToDeals)}
            </Anchor>
          </ErrorState>
        ) : (
          // Part 1 §8: a failed deal fetch reads 'something went wrong'.
          <QueryError
            query={deal}
            what={intl.formatMessage(TEXT.what)}
            specText={intl.formatMessage(DEALS_TEXT.somethingWentWrongLower)}
          />
        )}
      </Stack>
    );
  }

  const d = campaign.operatorDeal;
  const id = campaign._id;
  const conditions = conditionLines(d, intl);
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
          {intl.formatMessage(DEALS_TEXT.extendDeal)}
        </Button>
      ) : null}
      {campaign.isExpired ? (
        <Button leftSection={<IconRefresh size={18} />} onClick={() => setDialog('renew')}>
          {intl.formatMessage(DEALS_TEXT.renewDeal)}
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
            <Text size="sm" fw={600} className={colors.offerName}>
              {offerName(d.type, intl)}
            </Text>
            <Text fw={700} fz={24} ff="monospace" data-testid="detail-code">
              {campaign.name}
            </Text>
            <Text size="sm" c="dimmed">
              {formatShortDate(campaign.startDate)} - {formatShortDate(campaign.endDate)} ·{' '}
              {daysText(campaign.NoOfDays, intl)}
            </Text>
          </Stack>
          {isMobile ? (
            <CampaignSwitch
              campaign={campaign}
              pending={toggle.pendingId === campaign._id}
              onAsk={toggle.ask}
            />
          ) : (
            <StatusOf campaign={campaign} />
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
            <Text size="sm">{intl.formatMessage(TEXT.aboutToExpire)}</Text>
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
            <Text size="sm">{intl.formatMessage(TEXT.expired)}</Text>
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
                {intl.formatMessage(DEALS_TEXT.extendDeal)}
              </Button>
            ) : null}
            {campaign.isExpired ? (
              <Button fullWidth leftSection={<IconRefresh size={18} />} onClick={() => setDialog('renew')}>
                {intl.formatMessage(DEALS_TEXT.renewDeal)}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={intl.formatMessage(DEALS_TEXT.offer)}>
          <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
            <Field label={intl.formatMessage(DEALS_TEXT.discountType)}>
              {intl.formatMessage(DISCOUNT_TYPE_MESSAGES[d.discountType])}
            </Field>
            <Field
              label={intl.formatMessage(
                d.discountType === 'ABSOLUTE' ? DEALS_TEXT.flatDiscount : DEALS_TEXT.discount,
              )}
            >
              {d.discountType === 'ABSOLUTE' ? formatInr(d.discountValue) : `${d.discountValue}%`}
            </Field>
            {d.maxDiscount != null ? (
              <Field label={intl.formatMessage(DEALS_TEXT.maximumDiscount)}>{formatInr(d.maxDiscount)}</Field>
            ) : null}
            <Field label={intl.formatMessage(DEALS_TEXT.minimumSeatPrice)}>{formatInr(d.minSeatValue)}</Field>
          </SimpleGrid>
          {conditions.length > 0 ? (
            <Stack gap={4} mt="md">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
                {intl.formatMessage(DEALS_TEXT.dealConditions)}
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
              {farePreviewLine(preview, preview.seatType === 'SEATER' ? 'seat' : 'berth', false, intl)}
              {previewService ? ` (${previewService.name})` : ''}
            </Text>
          ) : null}
          {d.type === 'LASTMINUTE' ? (
            <Text size="xs" c="dimmed" mt="xs">
              {intl.formatMessage(OCCUPANCY_NOTE)}
            </Text>
          ) : null}
        </Section>

        <Section title={intl.formatMessage(DEALS_TEXT.validity)}>
          <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
            <Field label={intl.formatMessage(DEALS_TEXT.startDate)}>
              {formatShortDate(campaign.startDate)}
            </Field>
            <Field label={intl.formatMessage(DEALS_TEXT.endDate)}>{formatShortDate(campaign.endDate)}</Field>
            <Field label={intl.formatMessage(DEALS_TEXT.noOfDays)}>{campaign.NoOfDays}</Field>
            <Field label={intl.formatMessage(DEALS_TEXT.activeDays)}>
              {weekdaysText(campaign.applicableDays, intl)}
            </Field>
          </SimpleGrid>
          <Stack mt="sm" gap="sm">
            <Field label={intl.formatMessage(DEALS_TEXT.exclusionDates)}>
              {campaign.exclusionDates.length === 0
                ? intl.formatMessage(DEALS_TEXT.none)
                : campaign.exclusionDates.map(formatShortDate).join(', ')}
            </Field>
            {campaign.renewedFromId ? (
              <Field label={intl.formatMessage(TEXT.renewedFrom)}>
                <Anchor
                  component={Link}
                  to={`${ROUTES.operatorDealsDetails}/${campaign.renewedFromId}`}
                  size="sm"
                >
                  {intl.formatMessage(TEXT.previousCampaign)}
                </Anchor>
              </Field>
            ) : null}
          </Stack>
        </Section>
      </SimpleGrid>

      <Section title={intl.formatMessage(DEALS_TEXT.services, { count: campaign.serviceName.length })}>
        {isMobile ? (
          <Stack gap="xs">
            {campaign.serviceName.map((s) => (
              <Paper key={s._id} withBorder radius="sm" p="xs">
                <Text size="sm" fw={600}>
                  {routeText(s, intl)}
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
                <Table.Th>{intl.formatMessage(DEALS_TEXT.serviceName)}</Table.Th>
                <Table.Th>{intl.formatMessage(TEXT.route)}</Table.Th>
                <Table.Th>{intl.formatMessage(DEALS_TEXT.busType)}</Table.Th>
                <Table.Th>{intl.formatMessage(DEALS_TEXT.startTime)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {campaign.serviceName.map((s) => (
                <Table.Tr key={s._id}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>{routeText(s, intl)}</Table.Td>
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
        title={intl.formatMessage(done?.kind === 'renewed' ? TEXT.renewedTitle : TEXT.extendedTitle)}
        value={
          done
            ? {
                label: intl.formatMessage(
                  done.kind === 'renewed' ? TEXT.newCampaignCode : DEALS_TEXT.campaignCode,
                ),
                value: done.kind === 'renewed' ? done.campaign.operatorDeal.name : done.campaign.name,
              }
            : undefined
        }
        detail={
          done?.kind === 'renewed'
            ? intl.formatMessage(DEALS_TEXT.runs, { range: dateRange(done.campaign) })
            : done
              ? intl.formatMessage(TEXT.nowEnds, { date: formatShortDate(done.campaign.endDate) })
              : undefined
        }
        primary={{ label: intl.formatMessage(DEALS_TEXT.done), onClick: () => setDone(null) }}
        secondary={
          done?.kind === 'renewed'
            ? {
                label: intl.formatMessage(TEXT.viewNewDeal),
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
