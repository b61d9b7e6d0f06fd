import { NavLink, Stack } from '@mantine/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { isActive, isNavGroup } from '../nav';
import type { NavEntry, NavGroup as NavGroupEntry, NavItem } from '../nav';

/** The item of the list that is the current page (each screen has one entry). */
function activeItem(entries: NavEntry[], pathname: string): NavItem | null {
  for (const entry of entries) {
    const items = isNavGroup(entry) ? entry.children : [entry];
    const hit = items.find((i) => isActive(i.to, pathname));
    if (hit) return hit;
  }
  return null;
}

/** Side navigation (desktop navbar, mobile drawer); groups open as a dropdown. */
export function NavList({ entries, onNavigate }: { entries: NavEntry[]; onNavigate?: () => void }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const active = activeItem(entries, pathname);

  const item = (i: NavItem, nested = false) => {
    const Icon = i.icon;
    return (
      <NavLink
        key={`${i.label.id}-${i.to}`}
        component={Link}
        to={i.to}
        label={intl.formatMessage(i.label)}
        active={i === active}
        leftSection={<Icon size={nested ? 18 : 20} stroke={1.6} aria-hidden />}
        onClick={onNavigate}
        aria-current={i === active ? 'page' : undefined}
        styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontWeight: 500 } }}
      />
    );
  };

  return (
    <Stack
      gap={4}
      component="nav"
      aria-label={intl.formatMessage({ id: 'app.nav.main', defaultMessage: 'Main' })}
    >
      {entries.map((entry) => {
        if (!isNavGroup(entry)) return item(entry);
        return (
          <NavGroup
            key={entry.label.id}
            group={entry}
            defaultOpened={entry.defaultOpened === true || entry.children.some((c) => c === active)}
          >
            {entry.children.map((c) => item(c, true))}
          </NavGroup>
        );
      })}
    </Stack>
  );
}

/**
 * A dropdown entry ('My Buses & Payments'): a real button with aria-expanded, so it can be reached
 * and opened from the keyboard (Mantine's NavLink would draw an <a> without href).
 */
function NavGroup({
  group,
  defaultOpened,
  children,
}: {
  group: NavGroupEntry;
  defaultOpened: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [opened, setOpened] = useState(defaultOpened);
  const Icon = group.icon;
  return (
    <NavLink
      component="button"
      type="button"
      label={intl.formatMessage(group.label)}
      leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={12}
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontWeight: 500 } }}
    >
      <Stack gap={2} mt={2}>
        {children}
      </Stack>
    </NavLink>
  );
}
