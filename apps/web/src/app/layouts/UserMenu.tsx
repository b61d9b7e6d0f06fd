import { Avatar, Box, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconLogout, IconMail, IconPhone, IconUserCircle } from '@tabler/icons-react';
import { ROUTES } from '@oc/contract';
import { Link } from 'react-router';
import { logout } from '../../lib/logout';
import type { ShellUser } from './session';

/**
 * The header's initial-letter avatar and its menu (part 1 §2): the person's initial and name, the
 * acting account's name beneath it, then mobile number and email (docs/ui.md "Identity").
 */
export function UserMenu({ user }: { user: ShellUser }) {
  return (
    <Menu position="bottom-end" width={280} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu of ${user.name}`} style={{ borderRadius: '50%' }}>
          <Avatar color="brand" variant="filled" radius="xl" size={38}>
            {user.initial}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" pt="xs" pb={6} maw="100%">
          <Text fw={600} truncate="end">
            {user.name}
          </Text>
          {user.accountName ? (
            <Text
              size="sm"
              mt={2}
              data-testid="acting-account"
              style={{ display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 }}
            >
              <IconBuildingStore size={14} aria-hidden style={{ flex: 'none' }} />
              <Text span inherit truncate="end">
                {user.accountName}
              </Text>
            </Text>
          ) : null}
          {user.mobileNo ? (
            <Text size="sm" c="dimmed" mt={4} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              <IconPhone size={14} aria-hidden /> +91 {user.mobileNo}
            </Text>
          ) : null}
          {user.email ? (
            <Text
              size="sm"
              c="dimmed"
              mt={2}
              style={{ display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 }}
            >
              <IconMail size={14} aria-hidden style={{ flex: 'none' }} />
              <Text span inherit truncate="end">
                {user.email}
              </Text>
            </Text>
          ) : null}
        </Box>
        <Menu.Divider />
        <Menu.Item component={Link} to={ROUTES.profile} leftSection={<IconUserCircle size={18} />}>
          Account Details
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={18} />} onClick={() => void logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
