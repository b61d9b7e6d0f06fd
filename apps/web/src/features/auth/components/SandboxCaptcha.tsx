import { Checkbox, Group, Loader, Paper, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useIntl } from 'react-intl';

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
  const intl = useIntl();
  const notRobot = intl.formatMessage({ id: 'auth.captcha.notRobot', defaultMessage: "I'm not a robot" });
  return (
    <Paper withBorder radius="md" px="md" py="sm" bg="var(--oc-muted-bg)">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          {/* The box stays while the token is fetched (ticked, changes ignored): the focus stays on it. */}
          <Checkbox
            size="md"
            checked={props.ticked || props.fetching}
            onChange={(e) => {
              if (!props.fetching) props.onChange(e.currentTarget.checked);
            }}
            label={notRobot}
            aria-busy={props.fetching || undefined}
            aria-describedby={props.error ? 'captcha-error' : undefined}
          />
          {props.fetching ? (
            <Loader
              size={16}
              aria-label={intl.formatMessage({ id: 'auth.captcha.checking', defaultMessage: 'Checking' })}
            />
          ) : null}
        </Group>
        <Group gap={4} wrap="nowrap" c="dimmed" aria-hidden>
          <IconShieldCheck size={18} stroke={1.6} />
          <Text size="xs">
            {intl.formatMessage({ id: 'auth.captcha.sandbox', defaultMessage: 'Sandbox' })}
          </Text>
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
