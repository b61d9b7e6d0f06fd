import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError } from '../../../../components/states/QueryState';
import { EmptyState, LoadingState } from '../../../../components/states/States';
import { isMobile } from '../../../../lib/device';
import { STAFF_ROLE_LABELS } from '../../../lib/labels';
import { useStaffMe } from '../../staff/api/get-me';
import { useDeadLetters } from '../api/get-dead-letters';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints';
import { DeadLetterCards, DeadLetterTable } from '../components/DeadLetterList';
import { NewWebhookEndpointModal } from '../components/NewWebhookEndpointModal';
import { WebhookEndpointCards, WebhookEndpointTable } from '../components/WebhookEndpointList';
import { enabledFirst } from '../lib/list';
import { canManageWebhooks } from '../lib/permissions';

function Endpoints({ enabled }: { enabled: boolean }) {
  const endpoints = useWebhookEndpoints(enabled);
  if (endpoints.isPending) return <LoadingState label="Loading webhook endpoints" h={160} />;
  if (endpoints.isError) return <QueryError query={endpoints} what="the webhook endpoints" />;
  if (endpoints.data.length === 0)
    return <EmptyState message="No webhook endpoints yet. Add one for each system that listens to events." />;
  const rows = enabledFirst(endpoints.data);
  if (isMobile) return <WebhookEndpointCards rows={rows} />;
  return (
    <Paper withBorder radius="md" p="xs">
      <WebhookEndpointTable rows={rows} />
    </Paper>
  );
}

function DeadLetters({ enabled }: { enabled: boolean }) {
  const letters = useDeadLetters(enabled);
  if (letters.isPending) return <LoadingState label="Loading dead letters" h={160} />;
  if (letters.isError) return <QueryError query={letters} what="the dead letters" />;
  if (letters.data.length === 0)
    return <EmptyState message="No dead letters: every event was delivered or is still being retried." />;
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
  const member = useStaffMe();
  const allowed = canManageWebhooks(member);
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} maw={720}>
          <Title order={2} fz={{ base: 20, sm: 26 }}>
            Webhooks
          </Title>
          <Text size="sm" c="dimmed">
            Operators&apos; events and staff decisions are POSTed to these endpoints, signed with each
            endpoint&apos;s secret, in order per account, retried for a day.
          </Text>
        </Stack>
        {allowed ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setAdding(true)}
            fullWidth={isMobile}
          >
            Add endpoint
          </Button>
        ) : null}
      </Group>
      {allowed ? (
        <>
          <Title order={3} fz="md">
            Endpoints
          </Title>
          <Endpoints enabled={allowed} />
          <Stack gap={2}>
            <Title order={3} fz="md">
              Dead letters
            </Title>
            <Text size="sm" c="dimmed">
              Deliveries the receiver did not accept for a day. Send again when it is fixed.
            </Text>
          </Stack>
          <DeadLetters enabled={allowed} />
          <NewWebhookEndpointModal opened={adding} onClose={() => setAdding(false)} />
        </>
      ) : (
        <EmptyState
          message={`Only admins manage webhooks. Your role (${member ? STAFF_ROLE_LABELS[member.role] : 'Support'}) cannot see or change them.`}
        />
      )}
    </Stack>
  );
}
