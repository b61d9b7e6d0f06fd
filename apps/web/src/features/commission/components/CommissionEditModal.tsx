import { SimpleGrid, Text } from '@mantine/core';
import {
  commissionField,
  seatLimitField,
  type CommissionService,
  type ServiceUpdateInput,
} from '@oc/contract';
import { useState } from 'react';
import { DigitsField } from '../../../components/pricing/DigitsField';
import { PricingModal, fieldMessage } from '../../../components/pricing/PricingModal';
import {
  changed,
  columnDate,
  updateErrorMessage,
  updateFieldErrors,
} from '../../../components/pricing/pricing';

/**
 * Single update of one service: seat limit and the commission of each date of the window. A date
 * without its own commission is blank (the global one shows as the placeholder); only changed
 * fields are sent, so untouched dates keep following the global commission.
 */
export function CommissionEditModal({
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
  const own = (d: string) => {
    const cell = service.tripDateWiseData[d];
    return cell && !cell.discountIsGlobal ? cell.discount : null;
  };
  const [seatLimit, setSeatLimit] = useState(String(service.seatLimit));
  const [discounts, setDiscounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(dates.map((d) => [d, own(d) === null ? '' : String(own(d))])),
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit() {
    const next: Record<string, string | undefined> = { seatLimit: fieldMessage(seatLimitField, seatLimit) };
    for (const d of dates) next[d] = fieldMessage(commissionField, discounts[d] ?? '');
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const tripDateWiseData: Record<string, { discount: number }> = {};
    for (const d of dates) {
      const v = changed(discounts[d] ?? '', own(d));
      if (v !== undefined) tripDateWiseData[d] = { discount: v };
    }
    const limit = changed(seatLimit, service.seatLimit);
    if (limit === undefined && Object.keys(tripDateWiseData).length === 0) {
      onClose();
      return;
    }
    try {
      await onSubmit([
        { _id: service._id, ...(limit !== undefined ? { seatLimit: limit } : {}), tripDateWiseData },
      ]);
      onClose();
    } catch (err) {
      const fields = updateFieldErrors(err);
      const mapped: Record<string, string | undefined> = { seatLimit: fields.seatLimit };
      for (const d of dates) mapped[d] = fields[`${d}.discount`];
      setErrors(mapped);
      if (!Object.values(mapped).some(Boolean)) setFormError(updateErrorMessage(err));
    }
  }

  return (
    <PricingModal
      title="Update Commission"
      opened
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      formError={formError}
    >
      <Text size="sm">
        <b>
          {service.fromCityName} → {service.toCityName}
        </b>{' '}
        · {service.startTime} · {service.b2cAssetTypeName}
      </Text>
      <DigitsField
        label="Seat Limit"
        placeholder="5 to 100"
        value={seatLimit}
        onChange={(v) => {
          setSeatLimit(v);
          setErrors((e) => ({ ...e, seatLimit: undefined }));
        }}
        error={errors.seatLimit}
        maw={200}
      />
      <Text size="sm" fw={500}>
        Commission (%) by date
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {dates.map((d) => {
          const { weekday, day } = columnDate(d);
          return (
            <DigitsField
              key={d}
              label={`${weekday} ${day}`}
              placeholder={`${service.tripDateWiseData[d]?.discount ?? ''} (global)`}
              value={discounts[d] ?? ''}
              onChange={(v) => {
                setDiscounts((old) => ({ ...old, [d]: v }));
                setErrors((e) => ({ ...e, [d]: undefined }));
              }}
              error={errors[d]}
            />
          );
        })}
      </SimpleGrid>
    </PricingModal>
  );
}
