import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ActivityEvent } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { IconArrowRight } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { QueryState } from '../../../components/states/QueryState';
import { EmptyState } from '../../../components/states/States';
import { formatDateTime } from '../../../lib/format';
import { useActivity } from '../api/get-activity';
import { describeEvent } from '../lib/describe';

export const ACTIVITY_TEXT = defineMessages({
  title: { id: 'audit.activity.title', defaultMessage: 'Activity' },
  intro: {
    id: 'audit.activity.intro',
    defaultMessage: 'Every change to this account: who made it, when, and what it was before and after.',
  },
  empty: {
    id: 'audit.activity.empty',
    defaultMessage:
      'No changes yet. Deals, fares, wallet entries and decisions on your documents will show here.',
  },
  what: { id: 'audit.activity.what', defaultMessage: "this account's activity" },
  to: { id: 'audit.activity.to', defaultMessage: 'to' },
  notSet: { id: 'audit.activity.notSet', defaultMessage: 'not set' },
  change: { id: 'audit.activity.change', defaultMessage: '{label}:' },
});

function EventCard({ event }: { event: ActivityEvent }) {
  const intl = useIntl();
  const d = describeEvent(event, intl);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="activity-event">
      <Stack gap={4}>
        <Text fw={600}>{d.title}</Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(event.at)} · {d.who}
        </Text>
        {d.changes.map((c) => (
          <Group key={c.label} gap={6} wrap="wrap" fz="sm">
            <Text size="sm" c="dimmed">
              {intl.formatMessage(ACTIVITY_TEXT.change, { label: c.label })}
            </Text>
            {c.from !== null ? (
              <>
                <Text size="sm" td="line-through" c="dimmed">
                  {c.from}
                </Text>
                <IconArrowRight size={14} aria-label={intl.formatMessage(ACTIVITY_TEXT.to)} />
              </>
            ) : null}
            <Text size="sm" fw={500}>
              {c.to ?? intl.formatMessage(ACTIVITY_TEXT.notSet)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** Activity (/activity; issue 38): the acting account's audit trail, newest first. */
export default function ActivityScreen() {
  const intl = useIntl();
  const activity = useActivity();
  return (
    <Stack gap="md" maw={760}>
      <Stack gap={2}>
        <Title order={2} fz={{ base: 20, sm: 26 }}>
          {intl.formatMessage(ACTIVITY_TEXT.title)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(ACTIVITY_TEXT.intro)}
        </Text>
      </Stack>
      <QueryState query={activity} what={intl.formatMessage(ACTIVITY_TEXT.what)}>
        {(events) =>
          events.length === 0 ? (
            <EmptyState message={intl.formatMessage(ACTIVITY_TEXT.empty)} />
          ) : (
            <Stack gap="sm" data-testid="activity-list">
              {events.map((e) => (
                <EventCard key={e.id} event={e} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
