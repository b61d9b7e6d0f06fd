import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { QueryError } from '../../../../components/states/QueryState';
import { EmptyState, LoadingState } from '../../../../components/states/States';
import { isMobile } from '../../../../lib/device';
import { STAFF_ROLE_MESSAGES } from '../../../lib/labels';
import { useStaffMe } from '../../staff/api/get-me';
import { useDeadLetters } from '../api/get-dead-letters';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints';
import { DeadLetterCards, DeadLetterTable } from '../components/DeadLetterList';
import { NewWebhookEndpointModal } from '../components/NewWebhookEndpointModal';
import { WebhookEndpointCards, WebhookEndpointTable } from '../components/WebhookEndpointList';
import { enabledFirst } from '../lib/list';
import { canManageWebhooks } from '../lib/permissions';

function Endpoints({ enabled }: { enabled: boolean }) {
  const intl = useIntl();
  const endpoints = useWebhookEndpoints(enabled);
  if (endpoints.isPending)
    return (
      <LoadingState
        label={intl.formatMessage({
          id: 'admin.webhooks.screen.loadingEndpoints',
          defaultMessage: 'Loading webhook endpoints',
        })}
        h={160}
      />
    );
  if (endpoints.isError)
    return (
      <QueryError
        query={endpoints}
        what={intl.formatMessage({
          id: 'admin.webhooks.screen.whatEndpoints',
          defaultMessage: 'the webhook endpoints',
        })}
      />
    );
  if (endpoints.data.length === 0)
    return (
      <EmptyState
        message={intl.formatMessage({
          id: 'admin.webhooks.screen.noEndpoints',
          defaultMessage: 'No webhook endpoints yet. Add one for each system that listens to events.',
        })}
      />
    );
  const rows = enabledFirst(endpoints.data);
  if (isMobile) return <WebhookEndpointCards rows={rows} />;
  return (
    <Paper withBorder radius="md" p="xs">
      <WebhookEndpointTable rows={rows} />
    </Paper>
  );
}

function DeadLetters({ enabled }: { enabled: boolean }) {
  const intl = useIntl();
  const letters = useDeadLetters(enabled);
  if (letters.isPending)
    return (
      <LoadingState
        label={intl.formatMessage({
          id: 'admin.webhooks.screen.loadingDeadLetters',
          defaultMessage: 'Loading dead letters',
        })}
        h={160}
      />
    );
  if (letters.isError)
    return (
      <QueryError
        query={letters}
        what={intl.formatMessage({
          id: 'admin.webhooks.screen.whatDeadLetters',
          defaultMessage: 'the dead letters',
        })}
      />
    );
  if (letters.data.length === 0)
    return (
      <EmptyState
        message={intl.formatMessage({
          id: 'admin.webhooks.screen.noDeadLetters',
          defaultMessage: 'No dead letters: every event was delivered or is still being retried.',
        })}
      />
    );
  if (isMobile) return <DeadLetterCards rows={letters.data} />;
  return (
    <Paper withBorder radius="md" p="xs">
      <DeadLetterTable rows={letters.data} />
    </Paper>
  );
}

/**
 * /admin/webhooks: the endpoints the provider's systems listen on (admin only), the enabled first;
 * "Add endpoint" subscribes a URL to the event types chosen and shows its signing secret this once;
 * Disable stops it. Below, the dead letters (deliveries given up after a day of retries) with "Send
 * again". Other roles are told that only admins manage webhooks, and nothing is read.
 */
export default function WebhooksScreen() {
  const intl = useIntl();
  const member = useStaffMe();
  const allowed = canManageWebhooks(member);
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} maw={720}>
          <Title order={2} fz={{ base: 20, sm: 26 }}>
            {intl.formatMessage({ id: 'admin.webhooks.screen.title', defaultMessage: 'Webhooks' })}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage({
              id: 'admin.webhooks.screen.about',
              defaultMessage:
                "Operators' events and staff decisions are POSTed to these endpoints, signed with each endpoint's secret, in order per account, retried for a day.",
            })}
          </Text>
        </Stack>
        {allowed ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setAdding(true)}
            fullWidth={isMobile}
          >
            {intl.formatMessage({ id: 'admin.webhooks.add', defaultMessage: 'Add endpoint' })}
          </Button>
        ) : null}
      </Group>
      {allowed ? (
        <>
          <Title order={3} fz="md">
            {intl.formatMessage({ id: 'admin.webhooks.screen.endpoints', defaultMessage: 'Endpoints' })}
          </Title>
          <Endpoints enabled={allowed} />
          <Stack gap={2}>
            <Title order={3} fz="md">
              {intl.formatMessage({ id: 'admin.webhooks.deadLetters.label', defaultMessage: 'Dead letters' })}
            </Title>
            <Text size="sm" c="dimmed">
              {intl.formatMessage({
                id: 'admin.webhooks.screen.deadLettersAbout',
                defaultMessage:
                  'Deliveries the receiver did not accept for a day. Send again when it is fixed.',
              })}
            </Text>
          </Stack>
          <DeadLetters enabled={allowed} />
          <NewWebhookEndpointModal opened={adding} onClose={() => setAdding(false)} />
        </>
      ) : (
        <EmptyState
          message={intl.formatMessage(
            {
              id: 'admin.webhooks.screen.notAllowed',
              defaultMessage: 'Only admins manage webhooks. Your role ({role}) cannot see or change them.',
            },
            { role: intl.formatMessage(STAFF_ROLE_MESSAGES[member?.role ?? 'support']) },
          )}
        />
      )}
    </Stack>
  );
}
