import { Avatar, UnstyledButton } from '@mantine/core';
import { USER_TYPE_LABELS } from '@oc/contract/constants';
import type { UserType } from '@oc/contract/constants';
import type { ComponentPropsWithRef } from 'react';
import type { ShellUser } from './session';

/**
 * What the shell's look-alikes (UserMenu, BusinessModelSwitcher) and the overlays that replace
 * them (ShellOverlays.tsx) both draw. A leaf: the overlays' chunk imports this, not the look-alikes,
 * which load the chunk (overlays.ts).
 */

/**
 * The switcher's options (part 1 §2: MG, ELECTRIC and GDS), named as everywhere else by the
 * contract's USER_TYPE_LABELS ('Electric': no internal code is shown).
 */
export const MODELS: { value: UserType; label: string }[] = (
  ['BUSOWNER', 'ELECTRIC', 'OPERATOR'] as const
).map((value) => ({ value, label: USER_TYPE_LABELS[value] }));

export const modelLabel = (type: UserType) => MODELS.find((m) => m.value === type)?.label ?? type;

/** The header's initial-letter avatar: the account menu's button. */
export function AvatarButton({ user, ...others }: { user: ShellUser } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton aria-label={`Account menu of ${user.name}`} style={{ borderRadius: '50%' }} {...others}>
      <Avatar color="brand" variant="filled" radius="xl" size={38}>
        {user.initial}
      </Avatar>
    </UnstyledButton>
  );
}
