import { Button, Modal, Stack, Text } from '@mantine/core';
import { TOPUP_LIMITS, WALLET_MESSAGES, formatInr, topUpAmountSchema } from '@oc/contract';
import { useState } from 'react';
import { DigitsInput } from '../../../components/DigitsInput';
import { isMobile } from '../../../lib/device';
import { addMoney } from '../api/wallet.api';

const MAX_DIGITS = String(TOPUP_LIMITS.max).length;

/** 'Top Up Wallet' amount dialog; 'Add Money' sends the browser to the payment page (part 1 §4). */
export function TopUpDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit() {
    const parsed = topUpAmountSchema.safeParse(amount);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? WALLET_MESSAGES.amountRange);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const { paymentUrl } = await addMoney(parsed.data);
      window.location.assign(paymentUrl);
    } catch {
      setError(WALLET_MESSAGES.topUpFailed);
      setSending(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (sending) return;
        setError(null);
        onClose();
      }}
      title="Top Up Wallet"
      centered
      fullScreen={false}
      size={isMobile ? '100%' : 'sm'}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <DigitsInput
            label="Amount"
            placeholder="Enter amount"
            leftSection={<Text size="sm">₹</Text>}
            value={amount}
            maxDigits={MAX_DIGITS}
            data-autofocus
            onChange={(value) => {
              setAmount(value);
              setError(null);
            }}
            description={`${formatInr(TOPUP_LIMITS.min)} to ${formatInr(TOPUP_LIMITS.max)}`}
            error={error}
          />
          <Button type="submit" loading={sending} disabled={amount === ''} fullWidth>
            Add Money
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
