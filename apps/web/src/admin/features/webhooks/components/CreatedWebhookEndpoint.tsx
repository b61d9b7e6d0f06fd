import { Button, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { CreatedWebhookEndpoint } from '@oc/contract';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { listText } from '../../../../lib/labels';
import { inEventOrder } from '../lib/list';

/**
 * The one time an endpoint's signing secret is shown, after it is added: the secret in a read-only
 * field with Copy, the warning that it is not shown again and what it checks, and Done.
 */
export function CreatedWebhookEndpointView({
  created,
  onDone,
}: {
  created: CreatedWebhookEndpoint;
  onDone: () => void;
}) {
  const { secret, endpoint } = created;
  return (
    <Stack gap="md" data-testid="created-webhook-endpoint">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <b>{endpoint.url}</b> is sent: {listText(inEventOrder(endpoint.events))}.
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label="Signing secret"
          value={secret}
          readOnly
          flex={1}
          miw={0}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontWeight: 700 } }}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="created-webhook-secret"
        />
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'default'}
              color={copied ? 'teal' : undefined}
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              style={{ flexShrink: 0 }}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="dimmed" data-testid="created-webhook-note">
        Copy it now: it is not shown again. The receiver checks each request&apos;s <Code>X-Signature</Code>{' '}
        with it.
      </Text>
      <Button fullWidth onClick={onDone}>
        Done
      </Button>
    </Stack>
  );
}
