import { Group, SimpleGrid, Text } from '@mantine/core';
import {
  fallbackFareField,
  fareField,
  seatLimitField,
  type CommissionService,
  type ServiceUpdateInput,
} from '@oc/contract';
import { useState, type ReactNode } from 'react';
import { DigitsField } from '../../../components/pricing/DigitsField';
import { PricingModal, fieldMessage } from '../../../components/pricing/PricingModal';
import {
  changed,
  columnDate,
  updateErrorMessage,
  updateFieldErrors,
} from '../../../components/pricing/pricing';

type Seat = 'seater' | 'sleeper';
const SEATS: Seat[] = ['seater', 'sleeper'];
const str = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/**
 * Single edit of one service's fares (part 1 §2): fallback fare, seat limit and the seater and
 * sleeper fare of each date of the window. Only changed fields are sent; seat kinds the bus
 * lacks are disabled.
 */
export function SeatFareEditModal({
  service,
  dates,
  onClose,
  busy,
  onSubmit,
}: {
  service: CommissionService;
  dates: string[];
  onClose: () => void;
  busy: boolean;
  onSubmit: (updateObj: ServiceUpdateInput[]) => Promise<unknown>;
}) {
  const has = {
    seater: service.fallbackFlatFare.seater !== null,
    sleeper: service.fallbackFlatFare.sleeper !== null,
  };
  const [values, setValues] = useState<Record<string, string>>(() => {
    const v: Record<string, string> = {
      seatLimit: String(service.seatLimit),
      'fallback.seater': str(service.fallbackFlatFare.seater),
      'fallback.sleeper': str(service.fallbackFlatFare.sleeper),
    };
    for (const d of dates)
      for (const seat of SEATS) v[`${d}.${seat}`] = str(service.tripDateWiseData[d]?.flatFare[seat]);
    return v;
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = (key: string) => (v: string) => {
    setValues((old) => ({ ...old, [key]: v }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit() {
    const next: Record<string, string | undefined> = {
      seatLimit: fieldMessage(seatLimitField, values.seatLimit ?? ''),
    };
    for (const seat of SEATS)
      next[`fallback.${seat}`] = fieldMessage(fallbackFareField, values[`fallback.${seat}`] ?? '');
    for (const d of dates)
      for (const seat of SEATS) next[`${d}.${seat}`] = fieldMessage(fareField, values[`${d}.${seat}`] ?? '');
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;

    const fallback = {
      seater: changed(values['fallback.seater'] ?? '', service.fallbackFlatFare.seater),
      sleeper: changed(values['fallback.sleeper'] ?? '', service.fallbackFlatFare.sleeper),
    };
    const tripDateWiseData: Record<string, { flatFare: { seater?: number; sleeper?: number } }> = {};
    for (const d of dates) {
      const cell = service.tripDateWiseData[d];
      const seater = changed(values[`${d}.seater`] ?? '', cell?.flatFare.seater ?? null);
      const sleeper = changed(values[`${d}.sleeper`] ?? '', cell?.flatFare.sleeper ?? null);
      if (seater !== undefined || sleeper !== undefined)
        tripDateWiseData[d] = {
          flatFare: {
            ...(seater !== undefined ? { seater } : {}),
            ...(sleeper !== undefined ? { sleeper } : {}),
          },
        };
    }
    const limit = changed(values.seatLimit ?? '', service.seatLimit);
    const hasFallback = fallback.seater !== undefined || fallback.sleeper !== undefined;
    if (limit === undefined && !hasFallback && Object.keys(tripDateWiseData).length === 0) {
      onClose();
      return;
    }
    try {
      await onSubmit([
        {
          _id: service._id,
          ...(limit !== undefined ? { seatLimit: limit } : {}),
          ...(hasFallback ? { fallbackFlatFare: fallback } : {}),
          tripDateWiseData,
        },
      ]);
      onClose();
    } catch (err) {
      const fields = updateFieldErrors(err);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(updateErrorMessage(err));
    }
  }

  const field = (key: string, label: string, disabled = false) => (
    <DigitsField
      key={key}
      label={label}
      placeholder={disabled ? 'No seats' : '50 to 3000'}
      value={values[key] ?? ''}
      onChange={set(key)}
      error={errors[key]}
      disabled={disabled}
    />
  );

  return (
    <PricingModal
      title="Edit Seat Fare"
      opened
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      formError={formError}
    >
      <Text size="sm">
        <b>{service.name}</b> · {service.startTime} · {service.b2cAssetTypeName}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {field('fallback.seater', 'Fallback Fare Seater (₹)', !has.seater)}
        {field('fallback.sleeper', 'Fallback Fare Sleeper (₹)', !has.sleeper)}
        <DigitsField
          label="Seat Limit"
          placeholder="5 to 100"
          value={values.seatLimit ?? ''}
          onChange={set('seatLimit')}
          error={errors.seatLimit}
        />
      </SimpleGrid>
      <Text size="sm" fw={500}>
        Fare by date (₹)
      </Text>
      <Stack2>
        {dates.map((d) => {
          const { weekday, day } = columnDate(d);
          return (
            <Group key={d} gap="sm" align="flex-start" wrap="nowrap">
              <Text size="sm" w={88} pt={30} style={{ flexShrink: 0 }}>
                {weekday} {day}
              </Text>
              <SimpleGrid cols={2} spacing="sm" style={{ flex: 1 }}>
                {field(`${d}.seater`, 'Seater', !has.seater)}
                {field(`${d}.sleeper`, 'Sleeper', !has.sleeper)}
              </SimpleGrid>
            </Group>
          );
        })}
      </Stack2>
    </PricingModal>
  );
}

function Stack2({ children }: { children: ReactNode }) {
  return <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>{children}</div>;
}
