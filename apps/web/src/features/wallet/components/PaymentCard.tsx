import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { WALLET_TEXTS } from '../lib/messages';

/** The payment result page's card (/processing): one frame for processing, success and failure. */
export function PaymentCard({ children }: { children: ReactNode }) {
  return (
    <Center mih="60vh" px="md">
      <Paper withBorder radius="lg" p="xl" w="100%" maw={420} shadow="xs">
        <Stack align="center" gap="md" ta="center" role="status" aria-live="polite">
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

/**
 * 'Processing your payment...' in its card. Small and without data, so the router shows it while
 * the shell and the screen still load: the text is there from the page's first paint.
 */
export function PaymentProcessing() {
  const intl = useIntl();
  return (
    <PaymentCard>
      <Loader size="xl" type="oval" aria-hidden />
      <Title order={2} fz={22}>
        {intl.formatMessage(WALLET_TEXTS.processing)}
      </Title>
      <Text size="sm" c="dimmed">
        {intl.formatMessage({
          id: 'wallet.payment.doNotClose',
          defaultMessage: 'Please do not close or refresh this page.',
        })}
      </Text>
    </PaymentCard>
  );
}
