import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { NOT_IN_MODEL_TITLE, ROUTES } from '@oc/contract';
import { IconAlertTriangle, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { apiText } from '../../i18n/language';

/**
 * The shared states every screen shows (docs/ui.md "States"): loading, empty, error, and a
 * feature that is not for this account type. The not-registered notice is in NotRegisteredNotice.
 */

/** A centred spinner with a name for screen readers ('Loading payouts'). */
export function LoadingState({ label, h = 240 }: { label: string; h?: number | string }) {
  return (
    <Center h={h} role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}

/** Nothing to show: a quiet panel with the reason ('no data found', 'No services found …'). */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="xs" align="center">
        <Text c="dimmed" ta="center">
          {message}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * A failed load (docs/ui.md "States"): a red panel with the title (part 1 §8's text where it names
 * one, else "We couldn't load …"), a plain sentence and 'Try again'. `compact` is one line for a
 * part of a screen (the wallet balance, the global commission badge). Most screens get it through
 * `QueryState` / `QueryError`, which word it from the query's error. A server's English message
 * (title or sentence) shows in the page's language (`apiText`).
 */
export function ErrorState({
  title,
  message,
  onRetry,
  retrying = false,
  compact = false,
  children,
}: {
  title: string;
  message?: string;
  onRetry?: () => void;
  /** The retry is under way: the button spins and cannot be pressed twice. */
  retrying?: boolean;
  compact?: boolean;
  children?: ReactNode;
}) {
  const retry = onRetry ? (
    <Button
      variant="outline"
      color="red"
      bg="var(--mantine-color-body)"
      size={compact ? 'compact-xs' : 'xs'}
      onClick={onRetry}
      loading={retrying}
      leftSection={<IconRefresh size={14} aria-hidden />}
    >
      <FormattedMessage id="common.states.tryAgain" defaultMessage="Try again" />
    </Button>
  ) : null;
  if (compact) {
    return (
      <Group gap={8} wrap="wrap" role="alert" data-testid="error-state">
        <Group gap={6} wrap="nowrap" align="center">
          <IconAlertTriangle
            size={16}
            color="var(--mantine-color-red-7)"
            style={{ flexShrink: 0 }}
            aria-hidden
          />
          <Text size="sm" c="red.8">
            {apiText(title)}
          </Text>
        </Group>
        {retry}
      </Group>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertTriangle aria-hidden />}
      title={apiText(title)}
      role="alert"
      data-testid="error-state"
    >
      <Stack gap="xs" align="flex-start">
        {message ? <Text size="sm">{apiText(message)}</Text> : null}
        {children}
        {retry}
      </Stack>
    </Alert>
  );
}

/**
 * A screen that is not part of the acting business model (KYC for electric, wallet for MG): a
 * neutral notice in place of the screen — never a red failure, never a 'Try again' that cannot
 * work, never the internal user type. The message is the contract's `notInModelMessage` ('The MG
 * business model does not include Wallet.'), which `ApiError.isNotInModel` recognises; it and the
 * title show in the page's language (`apiText`).
 */
export function UnavailableState({
  title = NOT_IN_MODEL_TITLE,
  message,
}: {
  title?: string;
  message: string;
}) {
  return (
    <Center py="xl" data-testid="unavailable-state">
      <Alert
        role="status"
        variant="light"
        color="gray"
        radius="md"
        icon={<IconInfoCircle aria-hidden />}
        title={apiText(title)}
        maw={560}
        w="100%"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{apiText(message)}</Text>
          <Anchor component={Link} to={ROUTES.home} size="sm">
            <FormattedMessage id="common.states.goHome" defaultMessage="Go to Home" />
          </Anchor>
        </Stack>
      </Alert>
    </Center>
  );
}
