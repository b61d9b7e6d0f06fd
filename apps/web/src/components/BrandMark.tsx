import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBus } from '@tabler/icons-react';

/**
 * The product mark: a bus badge and the product name. In a crowded header (a 360 px phone with the
 * language and colour-scheme buttons) the name gives way with an ellipsis, never overlapping them.
 */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" miw={0}>
      <ThemeIcon size={compact ? 30 : 34} radius="md" variant="filled" aria-hidden style={{ flex: 'none' }}>
        <IconBus size={compact ? 18 : 20} stroke={1.8} />
      </ThemeIcon>
      <Text component="span" fw={700} fz={compact ? 'md' : 'lg'} lh={1.1} truncate="end" miw={0}>
        Operator Console
      </Text>
    </Group>
  );
}
