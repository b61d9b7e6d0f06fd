import { SimpleGrid, Text } from '@mantine/core';
import { bulkFareFormSchema, type ServiceUpdateInput } from '@oc/contract';
import { useState } from 'react';
import { DigitsField } from '../../../components/pricing/DigitsField';
import { PricingModal, fieldMessage } from '../../../components/pricing/PricingModal';
import { formatDdMmYyyy, updateErrorMessage, updateFieldErrors } from '../../../components/pricing/pricing';

type Key = keyof typeof bulkFareFormSchema.shape;
const FIELDS: { key: Key; label: string; placeholder: string }[] = [
  { key: 'seater', label: 'Seater Fare (₹), every date', placeholder: '50 to 3000' },
  { key: 'sleeper', label: 'Sleeper Fare (₹), every date', placeholder: '50 to 3000' },
  { key: 'fallbackSeater', label: 'Fallback Fare Seater (₹)', placeholder: '50 to 3000' },
  { key: 'fallbackSleeper', label: 'Fallback Fare Sleeper (₹)', placeholder: '50 to 3000' },
  { key: 'seatLimit', label: 'Seat Limit', placeholder: '5 to 100' },
];

/** Bulk update of the selected services' fares; blank fields leave values unchanged (§5). */
export function SeatFareBulkModal({
  opened,
  onClose,
  serviceIds,
  dates,
  busy,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  serviceIds: string[];
  dates: string[];
  busy: boolean;
  onSubmit: (updateObj: ServiceUpdateInput[]) => Promise<unknown>;
}) {
  const [values, setValues] = useState<Record<Key, string>>({
    seater: '',
    sleeper: '',
    fallbackSeater: '',
    fallbackSleeper: '',
    seatLimit: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit() {
    const next: Partial<Record<Key, string>> = {};
    for (const f of FIELDS) next[f.key] = fieldMessage(bulkFareFormSchema.shape[f.key], values[f.key]);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    if (FIELDS.every((f) => values[f.key] === '')) {
      setFormError('Enter at least one value to update');
      return;
    }
    const num = (k: Key) => (values[k] === '' ? undefined : Number(values[k]));
    const flatFare = { seater: num('seater'), sleeper: num('sleeper') };
    const anyFare = flatFare.seater !== undefined || flatFare.sleeper !== undefined;
    const updateObj = serviceIds.map((_id) => ({
      _id,
      seatLimit: num('seatLimit'),
      fallbackFlatFare: { seater: num('fallbackSeater'), sleeper: num('fallbackSleeper') },
      tripDateWiseData: anyFare ? Object.fromEntries(dates.map((d) => [d, { flatFare }])) : {},
    }));
    try {
      await onSubmit(updateObj);
      onClose();
    } catch (err) {
      const fields = Object.entries(updateFieldErrors(err));
      const find = (test: (k: string) => boolean) => fields.find(([k]) => test(k))?.[1];
      const mapped: Partial<Record<Key, string>> = {
        seatLimit: find((k) => k === 'seatLimit'),
        fallbackSeater: find((k) => k === 'fallback.seater'),
        fallbackSleeper: find((k) => k === 'fallback.sleeper'),
        seater: find((k) => /^\d{4}-\d{2}-\d{2}\.seater$/.test(k)),
        sleeper: find((k) => /^\d{4}-\d{2}-\d{2}\.sleeper$/.test(k)),
      };
      setErrors(mapped);
      if (!Object.values(mapped).some(Boolean)) setFormError(updateErrorMessage(err));
    }
  }

  const first = dates[0];
  const last = dates[dates.length - 1];
  return (
    <PricingModal
      title="Bulk Update"
      opened={opened}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      formError={formError}
    >
      <Text size="sm" c="dimmed">
        {serviceIds.length} Service Selected · dates {first ? formatDdMmYyyy(first) : ''} to{' '}
        {last ? formatDdMmYyyy(last) : ''}. Leave a field blank to keep its values.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {FIELDS.map((f) => (
          <DigitsField
            key={f.key}
            label={f.label}
            placeholder={f.placeholder}
            value={values[f.key]}
            onChange={(v) => {
              setValues((old) => ({ ...old, [f.key]: v }));
              setErrors((e) => ({ ...e, [f.key]: undefined }));
              setFormError(null);
            }}
            error={errors[f.key]}
          />
        ))}
      </SimpleGrid>
    </PricingModal>
  );
}
