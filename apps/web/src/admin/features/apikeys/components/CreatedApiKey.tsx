import { Button, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { listText } from '../../../../lib/labels';
import { INGEST_SCOPE_LABELS } from '../../../lib/labels';
import type { CreatedApiKey } from '../api/create-api-key';
import { inScopeOrder } from '../lib/list';

/**
 * The one time a key is shown, after it is made: the whole key in a read-only field with Copy, the
 * warning that it is not shown again and how the system sends it, and Done.
 */
export function CreatedApiKeyView({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { key, apiKey } = created;
  return (
    <Stack gap="md" data-testid="created-api-key">
      <Text size="sm">
        The key of <b>{apiKey.name}</b> may send:{' '}
        {listText(inScopeOrder(apiKey.scopes).map((s) => INGEST_SCOPE_LABELS[s]))}.
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label="API key"
          value={key}
          readOnly
          flex={1}
          miw={0}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontWeight: 700 } }}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="created-api-key-value"
        />
        <CopyButton value={key}>
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
      <Text size="sm" c="dimmed" data-testid="created-api-key-note">
        Copy it now: it is not shown again. The system sends it as{' '}
        <Code>Authorization: Bearer &lt;key&gt;</Code>.
      </Text>
      <Button fullWidth onClick={onDone}>
        Done
      </Button>
    </Stack>
  );
}
