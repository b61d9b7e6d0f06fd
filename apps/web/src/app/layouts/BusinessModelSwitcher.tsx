import { ComboboxChevron, TextInput } from '@mantine/core';
import type { UserType } from '@oc/contract/constants';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useEarlyPress, useShellOverlays } from './overlays';
import { modelLabel } from './ShellParts';

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * 'Business Model' switcher for non-CABOWNER users (part 1 §4 Business model switch): the Select
 * of ShellOverlays.tsx (`ModelSelect`). Until the overlays' chunk is here, a read-only field that
 * looks the same shows the current model; pressing it (or Enter, Space, an arrow) asks for the
 * chunk and the options open when it arrives, focus kept (Escape undoes the press).
 */
export function BusinessModelSwitcher({
  userType,
  withLabel = false,
}: {
  userType: UserType;
  withLabel?: boolean;
}) {
  const intl = useIntl();
  const overlays = useShellOverlays();
  const { intent, press, unpress, handlers } = useEarlyPress();
  const name = intl.formatMessage({ id: 'app.shell.businessModel', defaultMessage: 'Business Model' });
  if (overlays)
    return (
      <overlays.ModelSelect
        userType={userType}
        withLabel={withLabel}
        openOnMount={intent.open}
        focusOnMount={intent.focus}
      />
    );
  return (
    <TextInput
      readOnly
      pointer
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      label={withLabel ? name : undefined}
      aria-label={name}
      value={modelLabel(userType, intl)}
      size="sm"
      w={withLabel ? '100%' : 120}
      rightSection={<ComboboxChevron size="sm" />}
      rightSectionPointerEvents="none"
      {...handlers}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Escape') unpress();
        if (!OPEN_KEYS.has(e.key)) return;
        e.preventDefault();
        press();
      }}
    />
  );
}
