import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What a status means, and so its colour: done / good (teal), waiting for the operator (yellow),
 * off or not applicable (gray), failed or money out (red), plain information (blue).
 */
export type StatusTone = 'positive' | 'pending' | 'neutral' | 'negative' | 'info';

const TONE_COLOR: Record<StatusTone, string> = {
  positive: 'teal',
  pending: 'yellow',
  neutral: 'gray',
  negative: 'red',
  info: 'blue',
};

/**
 * The one status badge (docs/ui.md, Labels and enumerations): light, small radius, and the label
 * as written — sentence case from `lib/labels`, never Mantine's default capitals.
 */
export function StatusBadge({
  tone,
  children,
  ...props
}: { tone: StatusTone; children: ReactNode } & Omit<BadgeProps, 'color' | 'variant' | 'tt' | 'children'> & {
    'data-testid'?: string;
  }) {
  return (
    <Badge
      color={TONE_COLOR[tone]}
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      style={{ flexShrink: 0 }}
      {...props}
    >
      {children}
    </Badge>
  );
}
