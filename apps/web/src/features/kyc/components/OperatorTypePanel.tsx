import { Card, List, Stack, Text, TextInput } from '@mantine/core';
import { OPERATOR_TYPE_NOTE, OPERATOR_TYPE_RULES, type SubType } from '@oc/contract';
import { SUB_TYPE_LABELS, listText } from '../../../lib/labels';

/** The Operator Type panel (part 1 §2): the type, read-only, the rules and the 'contact the team' note. */
export function OperatorTypePanel({ subType }: { subType: SubType }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="operator-type">
      <Stack gap="sm">
        <Text fw={600}>Operator Type</Text>
        <TextInput
          aria-label="Operator Type"
          value={SUB_TYPE_LABELS[subType]}
          readOnly
          disabled
          styles={{ input: { opacity: 1, color: 'var(--mantine-color-text)' } }}
        />
        <List size="sm" spacing={6}>
          {OPERATOR_TYPE_RULES.map((r) => (
            <List.Item key={r.subTypes.join()}>
              <Text span size="sm" fw={r.subTypes.includes(subType) ? 700 : 500}>
                {listText(r.subTypes.map((t) => SUB_TYPE_LABELS[t]))}:
              </Text>{' '}
              <Text span size="sm" c="dimmed">
                {r.rule}
              </Text>
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed" fs="italic">
          {OPERATOR_TYPE_NOTE}
        </Text>
      </Stack>
    </Card>
  );
}
