import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One field of a phone card: the desktop column's name and the cell's value. */
export interface CardField {
  label: string;
  value: ReactNode;
  /** The value's own attributes (tests and styles find a field by its name). */
  valueProps?: Record<string, string>;
}

/**
 * The fields of a phone card as label and value rows (docs/ui.md, Tables and grids): the labels are
 * the desktop table's column names, word for word, so a field reads the same on both layouts.
 */
export function CardFields({ fields }: { fields: CardField[] }) {
  return (
    <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
      {fields.map((f) => (
        <div key={f.label} style={{ display: 'contents' }}>
          <Text size="xs" c="dimmed" data-card-label>
            {f.label}
          </Text>
          <Text size="xs" ta="right" component="div" {...f.valueProps}>
            {f.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
