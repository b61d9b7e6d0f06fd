import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * The one time a secret is shown (an API key, a webhook's signing secret): what it is for, the
 * secret in a read-only field with Copy, the warning that it is not shown again, and Done.
 */
export function ShownOnce({
  about,
  label,
  value,
  note,
  onDone,
  testId,
}: {
  /** What the secret is for (first line). */
  about: ReactNode;
  label: string;
  value: string;
  /** After 'Copy it now: it is not shown again.': how it is used. */
  note: ReactNode;
  onDone: () => void;
  /** `created-api-key` → the block, `-value` on the field and `-note` on the warning. */
  testId: string;
}) {
  const intl = useIntl();
  return (
    <Stack gap="md" data-testid={testId}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {about}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label={label}
          value={value}
          readOnly
          flex={1}
          miw={0}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontWeight: 700 } }}
          onFocus={(e) => e.currentTarget.select()}
          data-testid={`${testId}-value`}
        />
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'default'}
              color={copied ? 'teal' : undefined}
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              style={{ flexShrink: 0 }}
            >
              {copied
                ? intl.formatMessage({ id: 'admin.common.shownOnce.copied', defaultMessage: 'Copied' })
                : intl.formatMessage({ id: 'admin.common.shownOnce.copy', defaultMessage: 'Copy' })}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="dimmed" data-testid={`${testId}-note`}>
        {intl.formatMessage(
          { id: 'admin.common.shownOnce.note', defaultMessage: 'Copy it now: it is not shown again. {note}' },
          { note },
        )}
      </Text>
      <Button fullWidth onClick={onDone}>
        {intl.formatMessage({ id: 'admin.common.shownOnce.done', defaultMessage: 'Done' })}
      </Button>
    </Stack>
  );
}
