import { Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBolt, IconDiscount2 } from '@tabler/icons-react';
import { DEAL_LIMITS, DISCOUNT_TYPE_LABELS, DISCOUNT_TYPES, type DiscountType } from '@oc/contract';
import type { ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { OfferCard, WizardValues } from '../lib/wizard';
import { MoneyInput } from '../../../components/MoneyInput';
import { DigitsInput } from './DigitsInput';

const OFFERS: { value: OfferCard; label: string; text: string; icon: ReactNode }[] = [
  {
    value: 'CUSTOM',
    label: 'Custom Offer',
    text: 'A discount on the services and days you choose. With an early-bird condition (next step) it is published as an Early Bird Offer.',
    icon: <IconDiscount2 size={22} stroke={1.6} aria-hidden />,
  },
  {
    value: 'LASTMINUTE',
    label: 'Last Min Deal',
    text: 'Starts a few hours before departure while your bus still has empty seats.',
    icon: <IconBolt size={22} stroke={1.6} aria-hidden />,
  },
];

/** Every rupee value of a deal is at most 1000: 4 digits. */
const MONEY_DIGITS = 4;

const DISCOUNT_TEXT: Record<DiscountType, string> = {
  ABSOLUTE: 'A fixed amount off each seat',
  PERCENTAGE: 'A share of the fare, up to a maximum',
};

/** A chosen card stands out: brand border and a light brand background. */
function cardStyle(checked: boolean) {
  return {
    backgroundColor: checked ? 'var(--mantine-color-brand-0)' : 'var(--mantine-color-white)',
    borderColor: checked ? 'var(--mantine-color-brand-5)' : undefined,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Step 1: offer type, then discount type (Flat or Percentage), then the offer details. */
export function StepOffer({ form }: { form: UseFormReturn<WizardValues> }) {
  const { control, formState } = form;
  const [discountType, offer] = useWatch({ control, name: ['discountType', 'offer'] });
  const { errors } = formState;

  return (
    <Stack gap="xl">
      <Section title="Choose Offer Type">
        <Controller
          control={control}
          name="offer"
          render={({ field }) => (
            <Radio.Group
              value={field.value}
              onChange={(v) => field.onChange(v)}
              error={errors.offer?.message}
              aria-label="Offer type"
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {OFFERS.map((o) => (
                  <Radio.Card
                    key={o.value}
                    value={o.value}
                    radius="md"
                    p="md"
                    withBorder
                    style={cardStyle(field.value === o.value)}
                  >
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator mt={2} />
                      <Stack gap={4} miw={0}>
                        <Group gap={6} wrap="nowrap">
                          {o.icon}
                          <Text fw={600}>{o.label}</Text>
                        </Group>
                        <Text size="sm" c="dimmed">
                          {o.text}
                        </Text>
                      </Stack>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
        />
      </Section>

      {offer !== '' ? (
        <Section title="Discount Type">
          <Controller
            control={control}
            name="discountType"
            render={({ field }) => (
              <Radio.Group
                value={field.value}
                onChange={(v) => field.onChange(v)}
                error={errors.discountType?.message}
                aria-label="Discount type"
              >
                <SimpleGrid cols={2} spacing="sm">
                  {DISCOUNT_TYPES.map((t) => (
                    <Radio.Card
                      key={t}
                      value={t}
                      radius="md"
                      p="sm"
                      withBorder
                      style={cardStyle(field.value === t)}
                    >
                      <Group wrap="nowrap" align="flex-start" gap="sm">
                        <Radio.Indicator mt={2} />
                        <Stack gap={2} miw={0}>
                          <Text fw={600}>{DISCOUNT_TYPE_LABELS[t]}</Text>
                          <Text size="xs" c="dimmed">
                            {DISCOUNT_TEXT[t]}
                          </Text>
                        </Stack>
                      </Group>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
            )}
          />
        </Section>
      ) : null}

      {offer !== '' && discountType !== '' ? (
        <Section title="Offer Details">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <Controller
              control={control}
              name="discountValue"
              render={({ field }) =>
                discountType === 'ABSOLUTE' ? (
                  <MoneyInput
                    label="Flat Discount (₹)"
                    description={`${DEAL_LIMITS.flatDiscount.min} to ${DEAL_LIMITS.flatDiscount.max} rupees`}
                    placeholder="e.g. 100"
                    withAsterisk
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.discountValue?.message}
                    maxDigits={MONEY_DIGITS}
                  />
                ) : (
                  <DigitsInput
                    label="Discount Percentage (%)"
                    description={`${DEAL_LIMITS.percentage.min} to ${DEAL_LIMITS.percentage.max} percent`}
                    placeholder="e.g. 10"
                    withAsterisk
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.discountValue?.message}
                    maxDigits={3}
                  />
                )
              }
            />
            {discountType === 'PERCENTAGE' ? (
              <Controller
                control={control}
                name="maxDiscount"
                render={({ field }) => (
                  <MoneyInput
                    label="Maximum Discount (₹)"
                    description={`${DEAL_LIMITS.maxDiscount.min} to ${DEAL_LIMITS.maxDiscount.max} rupees per seat`}
                    placeholder="e.g. 150"
                    withAsterisk
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.maxDiscount?.message}
                    maxDigits={MONEY_DIGITS}
                  />
                )}
              />
            ) : null}
            <Controller
              control={control}
              name="minSeatValue"
              render={({ field }) => (
                <MoneyInput
                  label="Minimum Seat Price (₹)"
                  description="Seats priced below this get no discount"
                  placeholder="e.g. 500"
                  withAsterisk
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.minSeatValue?.message}
                  maxDigits={MONEY_DIGITS}
                />
              )}
            />
          </SimpleGrid>
        </Section>
      ) : null}
    </Stack>
  );
}
