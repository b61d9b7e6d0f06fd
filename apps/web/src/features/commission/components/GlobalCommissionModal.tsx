import { Text } from '@mantine/core';
import { globalCommissionFormSchema } from '@oc/contract';
import { useState } from 'react';
import { DigitsField } from '../../../components/pricing/DigitsField';
import { PricingModal, fieldMessage } from '../../../components/pricing/PricingModal';
import { isApiError } from '../../../lib/api';
import { useUpdateGlobalCommission } from '../api/commission.api';

/** 'Global Commission': the commission (5–100 %) of every service-date without one of its own. */
export function GlobalCommissionModal({
  opened,
  onClose,
  current,
}: {
  opened: boolean;
  onClose: () => void;
  current: number;
}) {
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string | undefined>();
  const mutation = useUpdateGlobalCommission();

  function submit() {
    const message = fieldMessage(globalCommissionFormSchema.shape.globalCommission, value);
    setError(message);
    if (message) return;
    mutation.mutate(
      { globalCommission: Number(value), fetechedGlobalCommission: current },
      {
        onSuccess: onClose,
        onError: (err) => {
          if (isApiError(err)) setError(err.fieldError('globalCommission'));
        },
      },
    );
  }

  return (
    <PricingModal
      title="Global Commission"
      opened={opened}
      onClose={onClose}
      onSubmit={submit}
      busy={mutation.isPending}
    >
      <Text size="sm" c="dimmed">
        Applies to every service and date that has no commission of its own. Current: {current}%.
      </Text>
      <DigitsField
        label="Global Commission (%)"
        placeholder="5 to 100"
        value={value}
        onChange={(v) => {
          setValue(v);
          setError(undefined);
        }}
        error={error}
        data-autofocus
      />
    </PricingModal>
  );
}
