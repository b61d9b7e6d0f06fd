import type { Preferences } from '@oc/contract';
import { AppShell, Box, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BrandMark } from '../../components/BrandMark';
import { desktopNav } from '../nav';
import { BusinessModelSwitcher } from './BusinessModelSwitcher';
import { NavList } from './NavList';
import type { ShellUser } from './session';
import { HeaderPreferences } from './HeaderPreferences';
import { UserMenu } from './UserMenu';

/**
 * Desktop layout: header (brand, business-model switcher, avatar menu) and a side navigation.
 * Below the 'sm' breakpoint (a narrow window) the side navigation folds behind a burger.
 */
export function DesktopShell({
  user,
  preferences,
  children,
}: {
  user: ShellUser;
  preferences: Preferences | undefined;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [opened, { toggle, close }] = useDisclosure(false);
  const canSwitch = user.userType !== 'CABOWNER';

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', md: 'xl' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={intl.formatMessage({
                id: 'app.shell.toggleNavigation',
                defaultMessage: 'Toggle navigation',
              })}
            />
            <BrandMark />
          </Group>
          <Group gap="md" wrap="nowrap">
            {canSwitch ? (
              <Group gap={8} wrap="nowrap" visibleFrom="sm">
                <Box component="span" fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  <FormattedMessage id="app.shell.businessModel" defaultMessage="Business Model" />
                </Box>
                <BusinessModelSwitcher userType={user.userType} />
              </Group>
            ) : null}
            <HeaderPreferences saved={preferences} />
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm">
        {/* The browser's own scrolling: Mantine's ScrollArea would bring Floating UI into the shell. */}
        <AppShell.Section
          grow
          style={{ overflowY: 'auto', overscrollBehavior: 'contain', scrollbarWidth: 'thin' }}
        >
          <NavList entries={desktopNav(user.userType)} onNavigate={close} />
        </AppShell.Section>
        {canSwitch ? (
          <AppShell.Section hiddenFrom="sm" pt="sm">
            <BusinessModelSwitcher userType={user.userType} withLabel />
          </AppShell.Section>
        ) : null}
      </AppShell.Navbar>

      <AppShell.Main bg="var(--oc-muted-bg)">
        <Box maw={1280} mx="auto">
          {children}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
