import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBus } from '@tabler/icons-react';

/** The product mark: a bus badge and the product name. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={compact ? 30 : 34} radius="md" variant="filled" aria-hidden>
        <IconBus size={compact ? 18 : 20} stroke={1.8} />
      </ThemeIcon>
      <Text component="span" fw={700} fz={compact ? 'md' : 'lg'} lh={1.1} style={{ whiteSpace: 'nowrap' }}>
        Operator Console
      </Text>
    </Group>
  );
}
