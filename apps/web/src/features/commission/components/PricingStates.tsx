import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import type { IntlShape } from 'react-intl';

/** A button with an info tooltip next to it (part 1 §2 'with info tooltips'). */
export function InfoButton({ tip, children }: { tip: string; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      {children}
      <Tooltip label={tip} multiline w={240} withArrow events={{ hover: true, focus: true, touch: true }}>
        <ActionIcon variant="subtle" color="gray" aria-label={tip} size="sm">
          <IconInfoCircle size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** 'N Service Selected' or 'No Services Selected' (part 1 §2). */
export function selectionLabel(intl: IntlShape, n: number): string {
  return intl.formatMessage(
    {
      id: 'commission.pricing.selection',
      defaultMessage: '{count, plural, =0 {No Services Selected} other {# Service Selected}}',
    },
    { count: n },
  );
}

/** Row selection over the rows currently shown (ids no longer shown drop out). */
export function useSelection(ids: readonly string[]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => {
    const shown = new Set(ids);
    return new Set([...picked].filter((id) => shown.has(id)));
  }, [picked, ids]);
  return {
    selected: selected as ReadonlySet<string>,
    onToggle: (id: string) =>
      setPicked((old) => {
        const next = new Set(old);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    onToggleAll: () => setPicked(selected.size === ids.length ? new Set() : new Set(ids)),
    clear: () => setPicked(new Set()),
  };
}
