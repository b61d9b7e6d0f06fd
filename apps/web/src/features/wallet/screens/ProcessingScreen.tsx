import { Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { PAYMENT_RESULT_DELAY_MS, ROUTES } from '@oc/contract';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { callbackOf, useTransactionStatus } from '../api/get-transaction-status';
import colors from '../components/colors.module.css';
import { PaymentCard, PaymentProcessing } from '../components/PaymentCard';
import { WALLET_TEXTS } from '../lib/messages';

type Phase = 'loading' | 'success' | 'error';

/**
 * Payment result (/processing?order_id=…; part 2 §2, §4, §9): 'Processing your payment...', the
 * status check after 2 s, then 'Payment Successful!' (status SUCCESS) or 'Payment Failed!'
 * (anything else, or an error), and back to /wallet after 2 s more.
 */
export default function ProcessingScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = params.get('order_id');
  const query = params.toString();
  const callback = useMemo(() => callbackOf(new URLSearchParams(query)), [query]);
  // The status is asked for after PAYMENT_RESULT_DELAY_MS.
  const [due, setDue] = useState(false);
  useEffect(() => {
    const check = setTimeout(() => setDue(true), PAYMENT_RESULT_DELAY_MS);
    return () => clearTimeout(check);
  }, []);
  const status = useTransactionStatus(orderId ?? '', callback, { enabled: due && orderId !== null });

  let phase: Phase = 'loading';
  if (due && (!orderId || status.isError)) phase = 'error';
  else if (due && status.isSuccess) phase = status.data === 'SUCCESS' ? 'success' : 'error';

  // Back to the wallet PAYMENT_RESULT_DELAY_MS after the result shows.
  const done = phase !== 'loading';
  useEffect(() => {
    if (!done) return;
    const redirect = setTimeout(() => {
      void navigate(ROUTES.wallet, { replace: true });
    }, PAYMENT_RESULT_DELAY_MS);
    return () => clearTimeout(redirect);
  }, [done, navigate]);

  if (phase === 'loading') return <PaymentProcessing />;
  return (
    <PaymentCard>
      {phase === 'success' ? (
        <>
          <ThemeIcon color="teal" variant="light" size={84} radius="100%">
            <IconCircleCheck size={56} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz={22} className={colors.successTitle}>
            {intl.formatMessage(WALLET_TEXTS.success)}
          </Title>
        </>
      ) : (
        <>
          <ThemeIcon color="red" variant="light" size={84} radius="100%">
            <IconCircleX size={56} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz={22} className={colors.failureTitle}>
            {intl.formatMessage(WALLET_TEXTS.failed)}
          </Title>
        </>
      )}
      <Text size="sm" c="dimmed">
        {intl.formatMessage({
          id: 'wallet.payment.backToWallet',
          defaultMessage: 'Taking you back to your wallet…',
        })}
      </Text>
    </PaymentCard>
  );
}
