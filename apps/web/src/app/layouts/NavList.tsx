import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isActive, isNavGroup } from '../nav';
import type { NavEntry, NavItem } from '../nav';

/** The first item of the list that is the current page (two mobile entries share /seatFare). */
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
  const { pathname } = useLocation();
  const active = activeItem(entries, pathname);

  const item = (i: NavItem, nested = false) => {
    const Icon = i.icon;
    return (
      <NavLink
        key={`${i.label}-${i.to}`}
        component={Link}
        to={i.to}
        label={i.label}
        active={i === active}
        leftSection={<Icon size={nested ? 18 : 20} stroke={1.6} aria-hidden />}
        onClick={onNavigate}
        aria-current={i === active ? 'page' : undefined}
        styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontWeight: 500 } }}
      />
    );
  };

  return (
    <Stack gap={4} component="nav" aria-label="Main">
      {entries.map((entry) => {
        if (!isNavGroup(entry)) return item(entry);
        const Icon = entry.icon;
        const groupActive = entry.children.some((c) => c === active);
        return (
          <NavLink
            key={entry.label}
            label={entry.label}
            leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
            defaultOpened={groupActive}
            childrenOffset={12}
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontWeight: 500 } }}
          >
            <Stack gap={2} mt={2}>
              {entry.children.map((c) => item(c, true))}
            </Stack>
          </NavLink>
        );
      })}
    </Stack>
  );
}
