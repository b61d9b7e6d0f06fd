import { Box, Divider, Drawer, Menu, NavLink, Select, Stack, Text } from '@mantine/core';
import { ROUTES, userTypeSchema, type UserType } from '@oc/contract';
import {
  IconBuildingStore,
  IconLogout,
  IconMail,
  IconPhone,
  IconHistory,
  IconUserCircle,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { confirmAction } from '../../components/confirm';
import { logout } from '../../lib/logout';
import { useFocusBack } from '../../lib/use-focus-return';
import { setStoredUserType } from '../../lib/session';
import { mobileNav } from '../nav';
import { NavList } from './NavList';
import type { ShellUser } from './session';
import { AvatarButton, modelLabel, modelOptions } from './ShellParts';
export { LanguageMenu } from '../../i18n/LanguageMenu';
export { ThemeMenu } from '../../i18n/ThemeMenu';

/**
 * The shell's overlays, a chunk loaded after the first paint (`overlays.ts`): each replaces the
 * look-alike the shell drew until then, opened and focused if the operator had already pressed or
 * focused it.
 */

/**
 * False on the first render, true a frame later. An overlay wanted open when it arrives is mounted
 * closed and opened then: Mantine records where focus returns on close only when `opened` changes.
 */
function useAfterFirstFrame(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return ready;
}

/**
 * The header's initial-letter avatar and its menu (part 1 §2): the person's initial and name, the
 * acting account's name beneath it, then mobile number and email (docs/ui.md "Identity").
 */
export function AccountMenu({
  user,
  openOnMount,
  focusOnMount,
}: {
  user: ShellUser;
  openOnMount: boolean;
  focusOnMount: boolean;
}) {
  // Opened at mount when pressed before its code was here (unlike the Select and the drawer,
  // Mantine's Menu opened a frame later would not stay open beside the autofocused button). Mantine
  // records where focus returns on close only when `opened` changes, so that first close returns
  // it to the avatar here, as Mantine's useFocusReturn does: unless focus went somewhere else.
  const { target, onClose } = useFocusBack(openOnMount);
  return (
    <Menu position="bottom-end" width={280} shadow="md" withinPortal defaultOpened={openOnMount} {...onClose}>
      <Menu.Target>
        <AvatarButton user={user} autoFocus={focusOnMount} ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        {/* Who is signed in: generic elements only (a menu holds items; no paragraphs in it). */}
        <Box px="sm" pt="xs" pb={6} maw="100%">
          <Text component="div" fw={600} truncate="end">
            {user.name}
          </Text>
          {user.accountName ? (
            <Text
              component="div"
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
            <Text
              component="div"
              size="sm"
              c="dimmed"
              mt={4}
              style={{ display: 'flex', alignItems: 'center', gap: 6 }}
            >
              <IconPhone size={14} aria-hidden /> +91 {user.mobileNo}
            </Text>
          ) : null}
          {user.email ? (
            <Text
              component="div"
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
          <FormattedMessage id="app.shell.accountDetails" defaultMessage="Account Details" />
        </Menu.Item>
        <Menu.Item component={Link} to={ROUTES.activity} leftSection={<IconHistory size={18} />}>
          <FormattedMessage id="app.shell.activity" defaultMessage="Activity" />
        </Menu.Item>
        <Menu.Item
          color="var(--mantine-color-red-text)"
          leftSection={<IconLogout size={18} />}
          onClick={() => void logout()}
        >
          <FormattedMessage id="app.shell.logout" defaultMessage="Logout" />
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function confirmSwitch(to: UserType, intl: IntlShape) {
  const model = modelLabel(to, intl);
  confirmAction({
    title: intl.formatMessage({ id: 'app.shell.switchTitle', defaultMessage: 'Switch business model' }),
    message: intl.formatMessage(
      {
        id: 'app.shell.switchMessage',
        defaultMessage:
          "Switch to the {model} business model? The console reloads at Home with that model's menus and data.",
      },
      { model },
    ),
    confirmLabel: intl.formatMessage(
      { id: 'app.shell.switchTo', defaultMessage: 'Switch to {model}' },
      { model },
    ),
    onConfirm: () => {
      setStoredUserType(to);
      window.location.assign('/');
    },
  });
}

/**
 * 'Business Model' switcher for non-CABOWNER users: choosing asks for confirmation, then stores
 * `userType` and reloads at '/' (part 1 §4 Business model switch).
 */
export function ModelSelect({
  userType,
  withLabel,
  openOnMount = false,
  focusOnMount = false,
}: {
  userType: UserType;
  withLabel: boolean;
  openOnMount?: boolean;
  focusOnMount?: boolean;
}) {
  const intl = useIntl();
  const mounted = useAfterFirstFrame();
  const [opened, setOpened] = useState(openOnMount);
  const name = intl.formatMessage({ id: 'app.shell.businessModel', defaultMessage: 'Business Model' });
  return (
    <Select
      label={withLabel ? name : undefined}
      aria-label={name}
      data={modelOptions(intl)}
      value={userType}
      allowDeselect={false}
      withCheckIcon
      checkIconPosition="right"
      size="sm"
      w={withLabel ? '100%' : 120}
      comboboxProps={{ withinPortal: true, shadow: 'md' }}
      dropdownOpened={opened && mounted}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      autoFocus={focusOnMount}
      onChange={(value) => {
        const next = userTypeSchema.safeParse(value);
        if (next.success && next.data !== userType) confirmSwitch(next.data, intl);
      }}
    />
  );
}

/** The mobile menu: the switcher, one entry per screen, and Logout, in a drawer. */
export function MenuDrawer({
  user,
  opened,
  onClose,
}: {
  user: ShellUser;
  opened: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const canSwitch = user.userType !== 'CABOWNER';
  const mounted = useAfterFirstFrame();
  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      size={300}
      padding="md"
      title={<BrandMark compact />}
      closeButtonProps={{
        'aria-label': intl.formatMessage({ id: 'app.shell.closeMenu', defaultMessage: 'Close menu' }),
      }}
    >
      <Stack gap="md">
        {canSwitch ? <ModelSelect userType={user.userType} withLabel /> : null}
        <NavList entries={mobileNav(user.userType)} onNavigate={onClose} />
        <Divider />
        <NavLink
          component="button"
          type="button"
          label={intl.formatMessage({ id: 'app.shell.logout', defaultMessage: 'Logout' })}
          c="red"
          leftSection={<IconLogout size={20} stroke={1.6} aria-hidden />}
          onClick={() => void logout()}
          styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontWeight: 500 } }}
        />
      </Stack>
    </Drawer>
  );
}
