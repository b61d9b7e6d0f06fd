import { AppShell, Box, Burger, Divider, Drawer, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BrandMark } from '../../components/BrandMark';
import { logout } from '../../lib/logout';
import { mobileNav } from '../nav';
import { BusinessModelSwitcher } from './BusinessModelSwitcher';
import { NavList } from './NavList';
import type { ShellUser } from './session';
import { UserMenu } from './UserMenu';

/** Mobile layout: a header with the hamburger, the brand and the avatar; the menu is a drawer. */
export function MobileShell({ user, children }: { user: ShellUser; children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  const canSwitch = user.userType !== 'CABOWNER';

  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Burger opened={opened} onClick={open} size="sm" aria-label="Open menu" />
            <BrandMark compact />
          </Group>
          <UserMenu user={user} />
        </Group>
      </AppShell.Header>

      <Drawer
        opened={opened}
        onClose={close}
        size={300}
        padding="md"
        title={<BrandMark compact />}
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <Stack gap="md">
          {canSwitch ? <BusinessModelSwitcher userType={user.userType} withLabel /> : null}
          <NavList entries={mobileNav(user.userType)} onNavigate={close} />
          <Divider />
          <NavLink
            component="button"
            type="button"
            label="Logout"
            c="red"
            leftSection={<IconLogout size={20} stroke={1.6} aria-hidden />}
            onClick={() => void logout()}
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontWeight: 500 } }}
          />
        </Stack>
      </Drawer>

      <AppShell.Main bg="gray.0">
        <Box maw="100%">{children}</Box>
      </AppShell.Main>
    </AppShell>
  );
}
