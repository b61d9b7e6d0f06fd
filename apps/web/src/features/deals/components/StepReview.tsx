import { Alert, Anchor, Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { DISCOUNT_TYPE_LABELS, applyDealToFare, campaignDayCount, type DealService } from '@oc/contract';
import { formatInr, formatShortDate } from '../../../lib/format';
import { weekdaysText } from '../../../lib/labels';
import type { ReactNode } from 'react';
import { OCCUPANCY_NOTE, farePreviewLine, routeText } from '../lib/format';
import { dealTypeOf, publishedOffer, type WizardValues } from '../lib/wizard';

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
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="md">
          {title}
        </Title>
        <Anchor component="button" type="button" size="sm" onClick={onEdit}>
          Edit
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
export function farePreviewText(values: WizardValues, service: DealService | undefined): string | null {
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
  return farePreviewLine(result, seat, uncapped !== null && maxDiscount !== null && uncapped > maxDiscount);
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
  const type = dealTypeOf(values);
  const offer = publishedOffer(values);
  const chosen = services.filter((s) => values.serviceIds.includes(s._id));
  const preview = farePreviewText(values, chosen[0]);
  const { startDate, endDate } = values;
  const isFlat = values.discountType === 'ABSOLUTE';

  const conditions: string[] = [];
  if (type === 'EARLYBIRD') {
    if (values.stopDealAtSeatCount)
      conditions.push(`Stops after ${values.stopDealAtSeatCount} seats are sold`);
    if (values.stopDealTime) conditions.push(`Stops ${values.stopDealTime} days before departure`);
  }
  if (type === 'LASTMINUTE') {
    if (values.startDealTime) conditions.push(`Starts ${values.startDealTime} hours before departure`);
    if (values.startDealAtOccupancy)
      conditions.push(`Only while occupancy is below ${values.startDealAtOccupancy}%`);
    if (values.stopDealAtOccupancy) conditions.push(`Stops at ${values.stopDealAtOccupancy}% occupancy`);
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
            This will be published as <b>{offer.name}</b>
            {offer.from ? ` (${offer.from})` : ''}.
          </Text>
        </Alert>
      ) : null}
      <Block title="Offer" onEdit={() => onEdit(1)}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
          <Row label="Offer Type">
            <span data-testid="review-offer">{offer ? offer.name : '-'}</span>
            {offer?.from ? (
              <Text size="xs" c="dimmed" fw={400}>
                {offer.from}
              </Text>
            ) : null}
          </Row>
          <Row label="Discount Type">
            {values.discountType === '' ? '-' : DISCOUNT_TYPE_LABELS[values.discountType]}
          </Row>
          <Row label={isFlat ? 'Flat Discount' : 'Discount'}>
            {isFlat ? formatInr(Number(values.discountValue)) : `${values.discountValue}%`}
          </Row>
          {!isFlat ? <Row label="Maximum Discount">{formatInr(Number(values.maxDiscount))}</Row> : null}
          <Row label="Minimum Seat Price">{formatInr(Number(values.minSeatValue))}</Row>
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

      <Block title="Validity" onEdit={() => onEdit(2)}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
          <Row label="Start Date">{startDate ? formatShortDate(startDate) : '-'}</Row>
          <Row label="End Date">{endDate ? formatShortDate(endDate) : '-'}</Row>
          <Row label="No. of Days">{startDate && endDate ? campaignDayCount(startDate, endDate) : '-'}</Row>
          <Row label="Active Days">{weekdaysText(values.dayIncluded)}</Row>
        </SimpleGrid>
        <Divider my="sm" />
        <Stack gap="sm">
          <Row label="Exclusion Dates">
            {values.excludedDates.length === 0
              ? 'None'
              : values.excludedDates.map(formatShortDate).join(', ')}
          </Row>
          {conditions.length > 0 ? (
            <Row label="Deal Conditions">
              <Stack gap={2}>
                {conditions.map((c) => (
                  <span key={c}>{c}</span>
                ))}
              </Stack>
            </Row>
          ) : null}
        </Stack>
      </Block>

      <Block title={`Services (${chosen.length})`} onEdit={() => onEdit(3)}>
        <Stack gap={6}>
          {chosen.map((s) => (
            <Group key={s._id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" miw={0} truncate>
                {routeText(s)}
              </Text>
              <Badge variant="light" color="gray" radius="sm" style={{ flexShrink: 0 }}>
                {s.startTime}
              </Badge>
            </Group>
          ))}
        </Stack>
      </Block>

      <Text size="xs" c="dimmed">
        {OCCUPANCY_NOTE}
      </Text>
    </Stack>
  );
}
