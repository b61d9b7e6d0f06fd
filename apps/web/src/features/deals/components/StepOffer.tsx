import { Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBolt, IconDiscount2 } from '@tabler/icons-react';
import { DEAL_LIMITS, DISCOUNT_TYPES, type DiscountType } from '@oc/contract';
import { defineMessages, type Message } from '@oc/i18n';
import type { ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { apiText } from '../../../i18n/language';
import type { OfferCard, WizardValues } from '../lib/wizard';
import { MoneyInput } from '../../../components/MoneyInput';
import { DEAL_TYPE_MESSAGES, DEALS_TEXT, DISCOUNT_TYPE_MESSAGES } from '../lib/messages';
import colors from './colors.module.css';
import { DigitsInput } from './DigitsInput';

const TEXT = defineMessages({
  customText: {
    id: 'deals.offer.customText',
    defaultMessage:
      'A discount on the services and days you choose. With an early-bird condition (next step) it is published as an Early Bird Offer.',
  },
  lastMinuteText: {
    id: 'deals.offer.lastMinuteText',
    defaultMessage: 'Starts a few hours before departure while your bus still has empty seats.',
  },
  chooseOfferType: { id: 'deals.offer.chooseOfferType', defaultMessage: 'Choose Offer Type' },
  offerTypeAria: { id: 'deals.offer.offerTypeAria', defaultMessage: 'Offer type' },
  discountTypeAria: { id: 'deals.offer.discountTypeAria', defaultMessage: 'Discount type' },
  offerDetails: { id: 'deals.offer.offerDetails', defaultMessage: 'Offer Details' },
  flatDiscount: { id: 'deals.offer.flatDiscountRupees', defaultMessage: 'Flat Discount (₹)' },
  flatRange: { id: 'deals.offer.flatRange', defaultMessage: '{min} to {max} rupees' },
  percentage: { id: 'deals.offer.percentage', defaultMessage: 'Discount Percentage (%)' },
  percentageRange: { id: 'deals.offer.percentageRange', defaultMessage: '{min} to {max} percent' },
  maxDiscount: { id: 'deals.offer.maxDiscountRupees', defaultMessage: 'Maximum Discount (₹)' },
  maxDiscountRange: { id: 'deals.offer.maxDiscountRange', defaultMessage: '{min} to {max} rupees per seat' },
  minSeatPrice: { id: 'deals.offer.minSeatPriceRupees', defaultMessage: 'Minimum Seat Price (₹)' },
  minSeatPriceHint: {
    id: 'deals.offer.minSeatPriceHint',
    defaultMessage: 'Seats priced below this get no discount',
  },
  example: { id: 'deals.offer.example', defaultMessage: 'e.g. {value}' },
});

const OFFERS: { value: OfferCard; label: Message; text: Message; icon: ReactNode }[] = [
  {
    value: 'CUSTOM',
    label: DEAL_TYPE_MESSAGES.CUSTOM,
    text: TEXT.customText,
    icon: <IconDiscount2 size={22} stroke={1.6} aria-hidden />,
  },
  {
    value: 'LASTMINUTE',
    label: DEAL_TYPE_MESSAGES.LASTMINUTE,
    text: TEXT.lastMinuteText,
    icon: <IconBolt size={22} stroke={1.6} aria-hidden />,
  },
];

/** Every rupee value of a deal is at most 1000: 4 digits. */
const MONEY_DIGITS = 4;

const DISCOUNT_TEXT: Record<DiscountType, Message> = defineMessages({
  ABSOLUTE: { id: 'deals.offer.flatText', defaultMessage: 'A fixed amount off each seat' },
  PERCENTAGE: { id: 'deals.offer.percentageText', defaultMessage: 'A share of the fare, up to a maximum' },
});

/** A field's message (the contract's validation messages in the page's language). */
const shown = (message: string | undefined) => (message ? apiText(message) : undefined);

/** A chosen card stands out: brand border and a brand tint (colors.module.css, light and dark). */
function cardLook(checked: boolean) {
  return {
    className: checked ? colors.chosen : colors.card,
    style: { borderColor: checked ? 'var(--mantine-color-brand-5)' : undefined },
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
  const intl = useIntl();
  const { control, formState } = form;
  const [discountType, offer] = useWatch({ control, name: ['discountType', 'offer'] });
  const { errors } = formState;

  return (
    <Stack gap="xl">
      <Section title={intl.formatMessage(TEXT.chooseOfferType)}>
        <Controller
          control={control}
          name="offer"
          render={({ field }) => (
            <Radio.Group
              value={field.value}
              onChange={(v) => field.onChange(v)}
              error={shown(errors.offer?.message)}
              aria-label={intl.formatMessage(TEXT.offerTypeAria)}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {OFFERS.map((o) => (
                  <Radio.Card
                    key={o.value}
                    value={o.value}
                    radius="md"
                    p="md"
                    withBorder
                    {...cardLook(field.value === o.value)}
                  >
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator mt={2} />
                      <Stack gap={4} miw={0}>
                        <Group gap={6} wrap="nowrap">
                          {o.icon}
                          <Text fw={600}>{intl.formatMessage(o.label)}</Text>
                        </Group>
                        <Text size="sm" c="dimmed">
                          {intl.formatMessage(o.text)}
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
        <Section title={intl.formatMessage(DEALS_TEXT.discountType)}>
          <Controller
            control={control}
            name="discountType"
            render={({ field }) => (
              <Radio.Group
                value={field.value}
                onChange={(v) => field.onChange(v)}
                error={shown(errors.discountType?.message)}
                aria-label={intl.formatMessage(TEXT.discountTypeAria)}
              >
                <SimpleGrid cols={2} spacing="sm">
                  {DISCOUNT_TYPES.map((t) => (
                    <Radio.Card
                      key={t}
                      value={t}
                      radius="md"
                      p="sm"
                      withBorder
                      {...cardLook(field.value === t)}
                    >
                      <Group wrap="nowrap" align="flex-start" gap="sm">
                        <Radio.Indicator mt={2} />
                        <Stack gap={2} miw={0}>
                          <Text fw={600}>{intl.formatMessage(DISCOUNT_TYPE_MESSAGES[t])}</Text>
                          <Text size="xs" c="dimmed">
                            {intl.formatMessage(DISCOUNT_TEXT[t])}
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
        <Section title={intl.formatMessage(TEXT.offerDetails)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <Controller
              control={control}
              name="discountValue"
              render={({ field }) =>
                discountType === 'ABSOLUTE' ? (
                  <MoneyInput
                    label={intl.formatMessage(TEXT.flatDiscount)}
                    description={intl.formatMessage(TEXT.flatRange, DEAL_LIMITS.flatDiscount)}
                    placeholder={intl.formatMessage(TEXT.example, { value: 100 })}
                    withAsterisk
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={shown(errors.discountValue?.message)}
                    maxDigits={MONEY_DIGITS}
                  />
                ) : (
                  <DigitsInput
                    label={intl.formatMessage(TEXT.percentage)}
                    description={intl.formatMessage(TEXT.percentageRange, DEAL_LIMITS.percentage)}
                    placeholder={intl.formatMessage(TEXT.example, { value: 10 })}
                    withAsterisk
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={shown(errors.discountValue?.message)}
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
                    label={intl.formatMessage(TEXT.maxDiscount)}
                    description={intl.formatMessage(TEXT.maxDiscountRange, DEAL_LIMITS.maxDiscount)}
                    placeholder={intl.formatMessage(TEXT.example, { value: 150 })}
                    withAsterisk
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={shown(errors.maxDiscount?.message)}
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
                  label={intl.formatMessage(TEXT.minSeatPrice)}
                  description={intl.formatMessage(TEXT.minSeatPriceHint)}
                  placeholder={intl.formatMessage(TEXT.example, { value: 500 })}
                  withAsterisk
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={shown(errors.minSeatValue?.message)}
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
