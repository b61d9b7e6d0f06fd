import { Checkbox, Group, Loader, Paper, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';

/**
 * The sandbox captcha's "I'm not a robot" box. Its own chunk (with Mantine's Checkbox), loaded with
 * the captcha settings after the login's first paint (useCaptcha.tsx, docs/performance.md "Web").
 */
export default function SandboxWidget(props: {
  ticked: boolean;
  fetching: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Paper withBorder radius="md" px="md" py="sm" bg="var(--mantine-color-gray-0)">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          {props.fetching ? (
            <Loader size={20} aria-label="Checking" />
          ) : (
            <Checkbox
              size="md"
              checked={props.ticked}
              onChange={(e) => props.onChange(e.currentTarget.checked)}
              label="I'm not a robot"
              aria-describedby={props.error ? 'captcha-error' : undefined}
            />
          )}
          {props.fetching ? <Text size="sm">I&apos;m not a robot</Text> : null}
        </Group>
        <Group gap={4} wrap="nowrap" c="dimmed" aria-hidden>
          <IconShieldCheck size={18} stroke={1.6} />
          <Text size="xs">Sandbox</Text>
        </Group>
      </Group>
      {props.error ? (
        <Text id="captcha-error" size="xs" c="red" mt={6} role="alert">
          {props.error}
        </Text>
      ) : null}
    </Paper>
  );
}
