import { Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { getTokenPayload, personName, resolveUserType, tokenAccountName } from '../../../lib/session';

/**
 * 'Welcome, <the person>' with the acting account beneath it (docs/ui.md "Identity"); the account
 * line keeps its place while the summary that names it loads, so nothing below moves.
 */
export function Greeting({ accountName }: { accountName: string | undefined }) {
  const intl = useIntl();
  const payload = getTokenPayload();
  const name = personName(payload);
  const account = accountName ?? tokenAccountName(resolveUserType(payload), payload);
  return (
    <Stack gap={0}>
      <Title order={2} fz={{ base: 20, sm: 26 }}>
        {intl.formatMessage({ id: 'home.title', defaultMessage: 'Home' })}
      </Title>
      {name ? (
        <>
          <Text size="sm" fw={500} data-testid="welcome">
            {intl.formatMessage({ id: 'home.welcome', defaultMessage: 'Welcome, {name}' }, { name })}
          </Text>
          <Text size="sm" c="dimmed" data-testid="welcome-account" aria-hidden={account ? undefined : true}>
            {account ?? '\u00a0'}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
