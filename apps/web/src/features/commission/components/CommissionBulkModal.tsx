import { Text } from '@mantine/core';
import { bulkCommissionFormSchema, type ServiceUpdateInput } from '@oc/contract';
import { useState } from 'react';
import { DigitsField } from '../../../components/pricing/DigitsField';
import { PricingModal, fieldMessage } from '../../../components/pricing/PricingModal';
import { formatDdMmYyyy, updateErrorMessage, updateFieldErrors } from '../../../components/pricing/pricing';

type Errors = Partial<Record<'discount' | 'seatLimit' | 'form', string>>;

/**
 * 'Bulk Update' of the selected services: a commission for every date of the searched window
 * and/or a seat limit. Blank fields leave values unchanged (§5).
 */
export function CommissionBulkModal({
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
  const [discount, setDiscount] = useState('');
  const [seatLimit, setSeatLimit] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  async function submit() {
    const next: Errors = {
      discount: fieldMessage(bulkCommissionFormSchema.shape.discount, discount),
      seatLimit: fieldMessage(bulkCommissionFormSchema.shape.seatLimit, seatLimit),
    };
    if (!discount && !seatLimit) next.form = 'Enter a commission or a seat limit to update';
    setErrors(next);
    if (next.discount || next.seatLimit || next.form) return;
    const updateObj = serviceIds.map((_id) => ({
      _id,
      ...(seatLimit ? { seatLimit: Number(seatLimit) } : {}),
      ...(discount
        ? { tripDateWiseData: Object.fromEntries(dates.map((d) => [d, { discount: Number(discount) }])) }
        : {}),
    }));
    try {
      await onSubmit(updateObj);
      onClose();
    } catch (err) {
      const fields = Object.entries(updateFieldErrors(err));
      const mapped: Errors = {
        seatLimit: fields.find(([k]) => k === 'seatLimit')?.[1],
        discount: fields.find(([k]) => k.endsWith('.discount'))?.[1],
      };
      setErrors(mapped.seatLimit || mapped.discount ? mapped : { form: updateErrorMessage(err) });
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
      formError={errors.form}
    >
      <Text size="sm" c="dimmed">
        {serviceIds.length} Service Selected · dates {first ? formatDdMmYyyy(first) : ''} to{' '}
        {last ? formatDdMmYyyy(last) : ''}. Leave a field blank to keep its values.
      </Text>
      <DigitsField
        label="Commission (%)"
        placeholder="5 to 100"
        value={discount}
        onChange={(v) => {
          setDiscount(v);
          setErrors((e) => ({ ...e, discount: undefined, form: undefined }));
        }}
        error={errors.discount}
        data-autofocus
      />
      <DigitsField
        label="Seat Limit"
        placeholder="5 to 100"
        value={seatLimit}
        onChange={(v) => {
          setSeatLimit(v);
          setErrors((e) => ({ ...e, seatLimit: undefined, form: undefined }));
        }}
        error={errors.seatLimit}
      />
    </PricingModal>
  );
}
