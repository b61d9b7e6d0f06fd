import { AppShell, Badge, Box, Burger, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { StaffMember } from '@oc/contract';
import { IconLogout } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useIntl } from 'react-intl';
import { ModalsHost } from '../../app/modals';
import { BrandMark } from '../../components/BrandMark';
import { PageLoader } from '../../components/PageLoader';
import { isMobile } from '../../lib/device';
import { useStaffMe } from '../features/staff/api/get-me';
import { signOut } from '../features/staff/api/sign-out';
import { STAFF_ROLE_MESSAGES } from '../lib/labels';
import { AdminNav } from './AdminNav';
import { StaffPreferences } from './StaffPreferences';

function ConsoleMark({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  return (
    <Group gap={8} wrap="nowrap" miw={0}>
      <BrandMark compact={compact} />
      <Badge variant="light" color="gray" radius="sm" tt="none" style={{ flexShrink: 0 }}>
        {intl.formatMessage({ id: 'admin.shell.staffBadge', defaultMessage: 'Staff' })}
      </Badge>
    </Group>
  );
}

function SignOutButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const intl = useIntl();
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      variant="default"
      size={fullWidth ? 'sm' : 'xs'}
      fullWidth={fullWidth}
      leftSection={<IconLogout size={16} aria-hidden />}
      loading={leaving}
      onClick={() => {
        setLeaving(true);
        void signOut();
      }}
    >
      {intl.formatMessage({ id: 'admin.shell.signOut', defaultMessage: 'Sign out' })}
    </Button>
  );
}

/** The signed-in member: name and role. */
function Member({ member, align = 'right' }: { member: StaffMember | null; align?: 'left' | 'right' }) {
  const intl = useIntl();
  if (!member) return null;
  return (
    <Stack gap={0} align={align === 'right' ? 'flex-end' : 'flex-start'} miw={0} data-testid="staff-member">
      <Text size="sm" fw={600} truncate="end" maw={220}>
        {member.name}
      </Text>
      <Text size="xs" c="dimmed">
        {intl.formatMessage(STAFF_ROLE_MESSAGES[member.role])}
      </Text>
    </Stack>
  );
}

const content = (
  <Suspense fallback={<PageLoader />}>
    <Outlet />
  </Suspense>
);

/** Desktop: header (mark, member, Sign out) and the menu at the side (behind a burger when narrow). */
function DesktopShell({ member }: { member: StaffMember | null }) {
  const intl = useIntl();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
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
                id: 'admin.shell.toggleNavigation',
                defaultMessage: 'Toggle navigation',
              })}
            />
            <ConsoleMark />
          </Group>
          <Group gap="md" wrap="nowrap">
            <StaffPreferences />
            <Member member={member} />
            <SignOutButton />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AdminNav onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main bg="var(--oc-muted-bg)">
        <Box maw={1280} mx="auto">
          {content}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}

/** Phone: a 56 px header with the menu button; the menu, the member and Sign out in a drawer. */
function MobileShell({ member }: { member: StaffMember | null }) {
  const intl = useIntl();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="sm" gap="xs" wrap="nowrap" justify="space-between">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={open}
              size="sm"
              aria-label={intl.formatMessage({ id: 'admin.shell.openMenu', defaultMessage: 'Open menu' })}
            />
            <ConsoleMark compact />
          </Group>
          <StaffPreferences compact />
        </Group>
      </AppShell.Header>
      <Drawer
        opened={opened}
        onClose={close}
        size={300}
        padding="md"
        title={
          <Text fw={700} size="lg">
            {intl.formatMessage({ id: 'admin.shell.staffConsole', defaultMessage: 'Staff console' })}
          </Text>
        }
      >
        <Stack gap="md">
          <Member member={member} align="left" />
          <Divider />
          <AdminNav onNavigate={close} />
          <Divider />
          <SignOutButton fullWidth />
        </Stack>
      </Drawer>
      <AppShell.Main bg="var(--oc-muted-bg)">
        <Box maw="100%">{content}</Box>
      </AppShell.Main>
    </AppShell>
  );
}

/** The console's layout once signed in: the desktop or phone shell (by device) around the screen. */
export default function AdminLayout() {
  const member = useStaffMe();
  return (
    <>
      <ModalsHost />
      {isMobile ? <MobileShell member={member} /> : <DesktopShell member={member} />}
    </>
  );
}
