import type { Preferences } from '@oc/contract';
import { AppShell, Box, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { BrandMark } from '../../components/BrandMark';
import { useShellOverlays, wantShellOverlays } from './overlays';
import type { ShellUser } from './session';
import { HeaderPreferences } from './HeaderPreferences';
import { UserMenu } from './UserMenu';

/**
 * Mobile layout: a header with the hamburger, the brand and the avatar; the menu is a drawer
 * (`MenuDrawer` in ShellOverlays.tsx: a press before its chunk is here opens it when it arrives).
 */
export function MobileShell({
  user,
  preferences,
  children,
}: {
  user: ShellUser;
  preferences: Preferences | undefined;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [opened, { open, close }] = useDisclosure(false);
  const overlays = useShellOverlays();

  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={() => {
                open();
                // Not loaded (offline): the press is undone rather than left as an X with no menu.
                void wantShellOverlays().then((loaded) => {
                  if (!loaded) close();
                });
              }}
              onTouchStart={() => void wantShellOverlays()}
              size="sm"
              aria-label={intl.formatMessage({ id: 'app.shell.openMenu', defaultMessage: 'Open menu' })}
            />
            <BrandMark compact />
          </Group>
          <Group gap={2} wrap="nowrap">
            <HeaderPreferences saved={preferences} compact />
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>

      {overlays ? <overlays.MenuDrawer user={user} opened={opened} onClose={close} /> : null}

      <AppShell.Main bg="var(--oc-muted-bg)">
        <Box maw="100%">{children}</Box>
      </AppShell.Main>
    </AppShell>
  );
}
