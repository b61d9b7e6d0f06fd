import { Avatar, UnstyledButton } from '@mantine/core';
import type { UserType } from '@oc/contract/constants';
import type { Formatter } from '@oc/i18n';
import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import type { ShellUser } from './session';
import { userTypeLabel } from '../../lib/user-type-labels';

/**
 * What the shell's look-alikes (UserMenu, BusinessModelSwitcher) and the overlays that replace
 * them (ShellOverlays.tsx) both draw. A leaf: the overlays' chunk imports this, not the look-alikes,
 * which load the chunk (overlays.ts).
 */

/** The switcher's options (part 1 §2: MG, ELECTRIC and GDS), in the page's language. */
export function modelOptions(intl: Formatter): { value: UserType; label: string }[] {
  return (['BUSOWNER', 'ELECTRIC', 'OPERATOR'] as const).map((value) => ({
    value,
    label: userTypeLabel(value, intl),
  }));
}

export const modelLabel = (type: UserType, intl: Formatter) => userTypeLabel(type, intl);

/** The header's initial-letter avatar: the account menu's button. */
export function AvatarButton({ user, ...others }: { user: ShellUser } & ComponentPropsWithRef<'button'>) {
  const intl = useIntl();
  return (
    <UnstyledButton
      aria-label={intl.formatMessage(
        { id: 'app.shell.accountMenuOf', defaultMessage: 'Account menu of {name}' },
        { name: user.name },
      )}
      style={{ borderRadius: '50%' }}
      {...others}
    >
      <Avatar color="brand" variant="filled" radius="xl" size={38}>
        {user.initial}
      </Avatar>
    </UnstyledButton>
  );
}
