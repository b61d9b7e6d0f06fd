import { Alert, Anchor, Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { applyDealToFare, campaignDayCount, type DealService } from '@oc/contract';
import { defineMessages, type Formatter } from '@oc/i18n';
import { formatInr, formatShortDate } from '../../../lib/format';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { currentIntl } from '../../../i18n/language';
import { OCCUPANCY_NOTE, farePreviewLine, routeText, weekdaysText } from '../lib/format';
import { CONDITION_LINES, DEALS_TEXT, DISCOUNT_TYPE_MESSAGES } from '../lib/messages';
import { dealTypeOf, publishedOffer, type WizardValues } from '../lib/wizard';

const TEXT = defineMessages({
  publishesAs: { id: 'deals.review.publishesAs', defaultMessage: 'This will be published as <b>{name}</b>.' },
  publishesAsFrom: {
    id: 'deals.review.publishesAsFrom',
    defaultMessage: 'This will be published as <b>{name}</b> ({from}).',
  },
  offerType: { id: 'deals.review.offerType', defaultMessage: 'Offer Type' },
});

const bold = (chunks: ReactNode[]) => <b>{chunks}</b>;

function Row({ label, children }: { label: string; children: ReactNode }) {
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

function Block({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="md">
          {title}
        </Title>
        <Anchor component="button" type="button" size="sm" onClick={onEdit}>
          {intl.formatMessage(DEALS_TEXT.edit)}
        </Anchor>
      </Group>
      {children}
    </Paper>
  );
}

/**
 * What the deal does to one seat of the first selected service (seater fare, else sleeper):
 * '₹800 seat → ₹720 with ₹80 off'. Uses the contract's applyDealToFare, as the server does.
 */
export function farePreviewText(
  values: WizardValues,
  service: DealService | undefined,
  intl: Formatter = currentIntl(),
): string | null {
  if (!service || values.discountType === '' || values.discountValue === '' || values.minSeatValue === '')
    return null;
  const fare = service.baseSeaterFare ?? service.baseSleeperFare;
  if (fare == null) return null;
  const seat = service.baseSeaterFare != null ? 'seat' : 'berth';
  const maxDiscount = values.maxDiscount === '' ? null : Number(values.maxDiscount);
  const result = applyDealToFare(
    {
      discountType: values.discountType,
      discountValue: Number(values.discountValue),
      maxDiscount: values.discountType === 'PERCENTAGE' ? maxDiscount : null,
      minSeatValue: Number(values.minSeatValue),
    },
    fare,
  );
  const uncapped =
    values.discountType === 'PERCENTAGE' ? Math.round(fare * Number(values.discountValue)) / 100 : null;
  return farePreviewLine(
    result,
    seat,
    uncapped !== null && maxDiscount !== null && uncapped > maxDiscount,
    intl,
  );
}

/** Step 4: 'Final Campaign Details' before publishing. */
export function StepReview({
  values,
  services,
  onEdit,
}: {
  values: WizardValues;
  services: DealService[];
  onEdit: (step: 1 | 2 | 3) => void;
}) {
  const intl = useIntl();
  const type = dealTypeOf(values);
  const offer = publishedOffer(values, intl);
  const chosen = services.filter((s) => values.serviceIds.includes(s._id));
  const preview = farePreviewText(values, chosen[0], intl);
  const { startDate, endDate } = values;
  const isFlat = values.discountType === 'ABSOLUTE';

  const conditions: string[] = [];
  if (type === 'EARLYBIRD') {
    if (values.stopDealAtSeatCount)
      conditions.push(
        intl.formatMessage(CONDITION_LINES.stopAfterSeats, { count: values.stopDealAtSeatCount }),
      );
    if (values.stopDealTime)
      conditions.push(intl.formatMessage(CONDITION_LINES.stopDaysBefore, { count: values.stopDealTime }));
  }
  if (type === 'LASTMINUTE') {
    if (values.startDealTime)
      conditions.push(intl.formatMessage(CONDITION_LINES.startHoursBefore, { count: values.startDealTime }));
    if (values.startDealAtOccupancy)
      conditions.push(
        intl.formatMessage(CONDITION_LINES.onlyBelowOccupancy, { percent: values.startDealAtOccupancy }),
      );
    if (values.stopDealAtOccupancy)
      conditions.push(
        intl.formatMessage(CONDITION_LINES.stopAtOccupancy, { percent: values.stopDealAtOccupancy }),
      );
  }

  return (
    <Stack gap="md">
      {offer ? (
        <Alert
          variant="light"
          color="blue"
          radius="md"
          p="sm"
          icon={<IconInfoCircle size={18} aria-hidden />}
          data-testid="review-publishes"
        >
          <Text size="sm">
            {offer.from
              ? intl.formatMessage(TEXT.publishesAsFrom, { name: offer.name, from: offer.from, b: bold })
              : intl.formatMessage(TEXT.publishesAs, { name: offer.name, b: bold })}
          </Text>
        </Alert>
      ) : null}
      <Block title={intl.formatMessage(DEALS_TEXT.offer)} onEdit={() => onEdit(1)}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
          <Row label={intl.formatMessage(TEXT.offerType)}>
            <span data-testid="review-offer">{offer ? offer.name : '-'}</span>
            {offer?.from ? (
              <Text size="xs" c="dimmed" fw={400}>
                {offer.from}
              </Text>
            ) : null}
          </Row>
          <Row label={intl.formatMessage(DEALS_TEXT.discountType)}>
            {values.discountType === ''
              ? '-'
              : intl.formatMessage(DISCOUNT_TYPE_MESSAGES[values.discountType])}
          </Row>
          <Row label={intl.formatMessage(isFlat ? DEALS_TEXT.flatDiscount : DEALS_TEXT.discount)}>
            {isFlat ? formatInr(Number(values.discountValue)) : `${values.discountValue}%`}
          </Row>
          {!isFlat ? (
            <Row label={intl.formatMessage(DEALS_TEXT.maximumDiscount)}>
              {formatInr(Number(values.maxDiscount))}
            </Row>
          ) : null}
          <Row label={intl.formatMessage(DEALS_TEXT.minimumSeatPrice)}>
            {formatInr(Number(values.minSeatValue))}
          </Row>
        </SimpleGrid>
        {preview ? (
          <Group gap={6} mt="md" wrap="nowrap" align="flex-start">
            <IconInfoCircle
              size={18}
              stroke={1.6}
              color="var(--mantine-color-blue-6)"
              aria-hidden
              style={{ flexShrink: 0 }}
            />
            <Text size="sm" data-testid="fare-preview">
              {preview}
              {chosen[0] ? (
                <Text span size="sm" c="dimmed">
                  {' '}
                  ({chosen[0].name})
                </Text>
              ) : null}
            </Text>
          </Group>
        ) : null}
      </Block>

      <Block title={intl.formatMessage(DEALS_TEXT.validity)} onEdit={() => onEdit(2)}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
          <Row label={intl.formatMessage(DEALS_TEXT.startDate)}>
            {startDate ? formatShortDate(startDate) : '-'}
          </Row>
          <Row label={intl.formatMessage(DEALS_TEXT.endDate)}>{endDate ? formatShortDate(endDate) : '-'}</Row>
          <Row label={intl.formatMessage(DEALS_TEXT.noOfDays)}>
            {startDate && endDate ? campaignDayCount(startDate, endDate) : '-'}
          </Row>
          <Row label={intl.formatMessage(DEALS_TEXT.activeDays)}>
            {weekdaysText(values.dayIncluded, intl)}
          </Row>
        </SimpleGrid>
        <Divider my="sm" />
        <Stack gap="sm">
          <Row label={intl.formatMessage(DEALS_TEXT.exclusionDates)}>
            {values.excludedDates.length === 0
              ? intl.formatMessage(DEALS_TEXT.none)
              : values.excludedDates.map(formatShortDate).join(', ')}
          </Row>
          {conditions.length > 0 ? (
            <Row label={intl.formatMessage(DEALS_TEXT.dealConditions)}>
              <Stack gap={2}>
                {conditions.map((c) => (
                  <span key={c}>{c}</span>
                ))}
              </Stack>
            </Row>
          ) : null}
        </Stack>
      </Block>

      <Block
        title={intl.formatMessage(DEALS_TEXT.services, { count: chosen.length })}
        onEdit={() => onEdit(3)}
      >
        <Stack gap={6}>
          {chosen.map((s) => (
            <Group key={s._id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" miw={0} truncate>
                {routeText(s, intl)}
              </Text>
              <Badge variant="light" color="gray" radius="sm" style={{ flexShrink: 0 }}>
                {s.startTime}
              </Badge>
            </Group>
          ))}
        </Stack>
      </Block>

      <Text size="xs" c="dimmed">
        {intl.formatMessage(OCCUPANCY_NOTE)}
      </Text>
    </Stack>
  );
}
