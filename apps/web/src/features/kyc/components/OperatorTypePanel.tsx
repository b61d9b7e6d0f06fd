import { Card, List, Stack, Text, TextInput } from '@mantine/core';
import { OPERATOR_TYPE_RULES, type SubType } from '@oc/contract';
import type { Message } from '@oc/i18n';
import { useIntl } from 'react-intl';
import { SUB_TYPE_LABELS } from '../../../lib/labels';
import { OPERATOR_TYPE_TEXTS } from '../lib/messages';

const RULES: Record<string, Message | undefined> = OPERATOR_TYPE_TEXTS;

/** The Operator Type panel (part 1 §2): the type, read-only, the rules and the 'contact the team' note. */
export function OperatorTypePanel({ subType }: { subType: SubType }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'kyc.operatorType.title', defaultMessage: 'Operator Type' });
  return (
    <Card withBorder radius="md" padding="lg" data-testid="operator-type">
      <Stack gap="sm">
        <Text fw={600}>{title}</Text>
        <TextInput
          aria-label={title}
          value={intl.formatMessage(SUB_TYPE_LABELS[subType])}
          readOnly
          disabled
          styles={{ input: { opacity: 1, color: 'var(--mantine-color-text)' } }}
        />
        <List size="sm" spacing={6}>
          {OPERATOR_TYPE_RULES.map((r) => {
            const rule = RULES[r.subTypes.join()];
            return (
              <List.Item key={r.subTypes.join()}>
                <Text span size="sm" fw={r.subTypes.includes(subType) ? 700 : 500}>
                  {intl.formatList(r.subTypes.map((t) => intl.formatMessage(SUB_TYPE_LABELS[t])))}:
                </Text>{' '}
                <Text span size="sm" c="dimmed">
                  {rule ? intl.formatMessage(rule) : r.rule}
                </Text>
              </List.Item>
            );
          })}
        </List>
        <Text size="sm" c="dimmed" fs="italic">
          {intl.formatMessage(OPERATOR_TYPE_TEXTS.note)}
        </Text>
      </Stack>
    </Card>
  );
}
