import { Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { PAYMENT_RESULT_DELAY_MS, ROUTES, WALLET_MESSAGES } from '@oc/contract';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { transactionStatus } from '../api/payments.api';

type Phase = 'loading' | 'success' | 'error';

/**
 * Payment result (/processing?order_id=…; part 2 §2, §4, §9): 'Processing your payment...', the
 * status check after 2 s, then 'Payment Successful!' (status SUCCESS) or 'Payment Failed!'
 * (anything else, or an error), and back to /wallet after 2 s more.
 */
export default function ProcessingScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('loading');
  const orderId = params.get('order_id');
  const query = params.toString();

  useEffect(() => {
    let cancelled = false;
    let redirect: ReturnType<typeof setTimeout> | undefined;
    const finish = (next: Phase) => {
      if (cancelled) return;
      setPhase(next);
      redirect = setTimeout(() => {
        void navigate(ROUTES.wallet, { replace: true });
      }, PAYMENT_RESULT_DELAY_MS);
    };
    const check = setTimeout(() => {
      if (!orderId) {
        finish('error');
        return;
      }
      transactionStatus(orderId, new URLSearchParams(query)).then(
        (status) => finish(status === 'SUCCESS' ? 'success' : 'error'),
        () => finish('error'),
      );
    }, PAYMENT_RESULT_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(check);
      if (redirect) clearTimeout(redirect);
    };
  }, [orderId, query, navigate]);

  return (
    <Center mih="60vh" px="md">
      <Paper withBorder radius="lg" p="xl" w="100%" maw={420} shadow="xs">
        <Stack align="center" gap="md" ta="center" role="status" aria-live="polite">
          {phase === 'loading' ? (
            <>
              <Loader size="xl" type="oval" aria-hidden />
              <Title order={2} fz={22}>
                {WALLET_MESSAGES.processing}
              </Title>
              <Text size="sm" c="dimmed">
                Please do not close or refresh this page.
              </Text>
            </>
          ) : phase === 'success' ? (
            <>
              <ThemeIcon color="teal" variant="light" size={84} radius="100%">
                <IconCircleCheck size={56} aria-hidden />
              </ThemeIcon>
              <Title order={2} fz={22} c="teal.8">
                {WALLET_MESSAGES.success}
              </Title>
              <Text size="sm" c="dimmed">
                Taking you back to your wallet…
              </Text>
            </>
          ) : (
            <>
              <ThemeIcon color="red" variant="light" size={84} radius="100%">
                <IconCircleX size={56} aria-hidden />
              </ThemeIcon>
              <Title order={2} fz={22} c="red.8">
                {WALLET_MESSAGES.failed}
              </Title>
              <Text size="sm" c="dimmed">
                Taking you back to your wallet…
              </Text>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
