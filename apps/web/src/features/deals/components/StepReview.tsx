import { Anchor, Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  DISCOUNT_TYPE_LABELS,
  applyDealToFare,
  campaignDayCount,
  formatDdMmYy,
  formatInr,
  type DealService,
} from '@oc/contract';
import type { ReactNode } from 'react';
import { OCCUPANCY_NOTE, offerName, routeText } from '../lib/format';
import { dealTypeOf, type WizardValues } from '../lib/wizard';

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
  if (!result.applies) return `A ${formatInr(fare)} ${seat} is below the minimum seat price: no discount`;
  const uncapped =
    values.discountType === 'PERCENTAGE' ? Math.round(fare * Number(values.discountValue)) / 100 : null;
  const capped =
    uncapped !== null && maxDiscount !== null && uncapped > maxDiscount ? ', capped at the max discount' : '';
  return `${formatInr(result.baseFare)} ${seat} → ${formatInr(result.finalFare)} with ${formatInr(result.discount)} off${capped}`;
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
      <Block title="Offer" onEdit={() => onEdit(1)}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
          <Row label="Offer Type">{type ? offerName(type) : '-'}</Row>
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
          <Row label="Start Date">{startDate ? formatDdMmYy(startDate) : '-'}</Row>
          <Row label="End Date">{endDate ? formatDdMmYy(endDate) : '-'}</Row>
          <Row label="No. of Days">{startDate && endDate ? campaignDayCount(startDate, endDate) : '-'}</Row>
          <Row label="Active Days">
            {values.dayIncluded.length === 7 ? 'All days' : values.dayIncluded.join(', ')}
          </Row>
        </SimpleGrid>
        <Divider my="sm" />
        <Stack gap="sm">
          <Row label="Exclusion Dates">
            {values.excludedDates.length === 0 ? 'None' : values.excludedDates.map(formatDdMmYy).join(', ')}
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
