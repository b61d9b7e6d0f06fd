import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { QueryError } from '../../../../components/states/QueryState';
import { EmptyState, LoadingState } from '../../../../components/states/States';
import { isMobile } from '../../../../lib/device';
import { STAFF_ROLE_MESSAGES } from '../../../lib/labels';
import { useStaffMe } from '../../staff/api/get-me';
import { useApiKeys } from '../api/get-api-keys';
import { ApiKeyCards, ApiKeyTable } from '../components/ApiKeyList';
import { NewApiKeyModal } from '../components/NewApiKeyModal';
import { activeFirst } from '../lib/list';
import { canManageApiKeys } from '../lib/permissions';

/**
 * /admin/api-keys: the keys of the provider's own systems that send records to the ingestion API
 * (admin only). The active keys first, then the revoked ones, dimmed; "New API key" makes one for
 * the record kinds chosen and shows it this once; Revoke stops a key at once on every server.
 * Other roles are told that only admins manage keys, and nothing is read.
 */
export default function ApiKeysScreen() {
  const intl = useIntl();
  const member = useStaffMe();
  const allowed = canManageApiKeys(member);
  const keys = useApiKeys(allowed);
  const [creating, setCreating] = useState(false);

  let content;
  if (!allowed)
    content = (
      <EmptyState
        message={intl.formatMessage(
          {
            id: 'admin.apikeys.screen.notAllowed',
            defaultMessage:
              'Only admins manage API keys. Your role ({role}) cannot see, make or revoke them.',
          },
          { role: intl.formatMessage(STAFF_ROLE_MESSAGES[member?.role ?? 'support']) },
        )}
      />
    );
  else if (keys.isPending)
    content = (
      <LoadingState
        label={intl.formatMessage({ id: 'admin.apikeys.screen.loading', defaultMessage: 'Loading API keys' })}
      />
    );
  else if (keys.isError)
    content = (
      <QueryError
        query={keys}
        what={intl.formatMessage({ id: 'admin.apikeys.screen.what', defaultMessage: 'the API keys' })}
      />
    );
  else if (keys.data.length === 0)
    content = (
      <EmptyState
        message={intl.formatMessage({
          id: 'admin.apikeys.screen.empty',
          defaultMessage: 'No API keys yet. Make one for each system that sends records.',
        })}
      />
    );
  else if (isMobile) content = <ApiKeyCards rows={activeFirst(keys.data)} />;
  else
    content = (
      <Paper withBorder radius="md" p="xs">
        <ApiKeyTable rows={activeFirst(keys.data)} />
      </Paper>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} maw={720}>
          <Title order={2} fz={{ base: 20, sm: 26 }}>
            {intl.formatMessage({ id: 'admin.apikeys.screen.title', defaultMessage: 'API keys' })}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage({
              id: 'admin.apikeys.screen.about',
              defaultMessage:
                "The provider's systems send records with these keys, each only the record kinds it was made for. A key is shown once, when it is made.",
            })}
          </Text>
        </Stack>
        {allowed ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setCreating(true)}
            fullWidth={isMobile}
          >
            {intl.formatMessage({ id: 'admin.apikeys.new.title', defaultMessage: 'New API key' })}
          </Button>
        ) : null}
      </Group>
      {content}
      {allowed ? <NewApiKeyModal opened={creating} onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}
