import { SimpleGrid, Text } from '@mantine/core';
import type { CommissionService, ServiceUpdateInput } from '@oc/contract';
import type { Message } from '@oc/i18n';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { PricingModal } from './PricingModal';
import { formatPickerDate } from '../../../lib/format';
import { PRICING_TEXTS } from '../lib/messages';
import { bulkFieldOf } from '../lib/updates';
import { usePricingForm, type BulkModalProps } from './usePricingForm';

/** A screen's bulk update: its fields (their contract schema), and how the values make the update. */
export interface BulkUpdateConfig<N extends string, O> {
  schema: z.ZodType<O, Partial<Record<N, unknown>>>;
  /** `money`: a fare (whole rupees, the shared MoneyInput); else plain digits (percent, count). */
  fields: readonly { name: N; label: Message; placeholder: Message; money?: boolean }[];
  /** Fields per row (phone, wider). */
  cols: { base: number; sm: number };
  /** When every field is blank. */
  emptyMessage: Message;
  build: (services: CommissionService[], values: O, dates: readonly string[]) => ServiceUpdateInput[];
}

/**
 * The 'Bulk Update' modal of both screens: the same values for every selected service (and every
 * date of the searched window). Blank fields leave values unchanged (§5); all blank is refused
 * with the config's `emptyMessage`. A refusal's field errors show at the field that set them.
 */
export function BulkUpdateModal<N extends string, O extends Partial<Record<N, number | undefined>>>({
  config,
  services,
  dates,
  ...modal
}: BulkModalProps & { config: BulkUpdateConfig<N, O> }) {
  const intl = useIntl();
  const names: string[] = config.fields.map((f) => f.name);
  const { digits, modal: frame } = usePricingForm<Record<string, string>, O>({
    schema: config.schema,
    defaultValues: Object.fromEntries(names.map((n) => [n, ''])),
    build: (values) =>
      config.fields.every((f) => values[f.name] === undefined)
        ? { message: intl.formatMessage(config.emptyMessage) }
        : config.build(services, values, dates),
    fieldOf: (path) => {
      const field = bulkFieldOf(path);
      return field !== null && names.includes(field) ? field : null;
    },
    ...modal,
  });

  const first = dates[0];
  const last = dates[dates.length - 1];
  return (
    <PricingModal title={intl.formatMessage(PRICING_TEXTS.bulkUpdate)} {...frame}>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(
          {
            id: 'commission.bulk.summary',
            defaultMessage:
              '{count} Service Selected · dates {from} to {to}. Leave a field blank to keep its values.',
          },
          {
            count: services.length,
            from: first ? formatPickerDate(first) : '',
            to: last ? formatPickerDate(last) : '',
          },
        )}
      </Text>
      <SimpleGrid cols={config.cols} spacing="sm">
        {config.fields.map((f, i) =>
          digits(f.name, {
            label: intl.formatMessage(f.label),
            placeholder: intl.formatMessage(f.placeholder),
            money: f.money ?? false,
            ...(i === 0 ? { 'data-autofocus': true } : {}),
          }),
        )}
      </SimpleGrid>
    </PricingModal>
  );
}
