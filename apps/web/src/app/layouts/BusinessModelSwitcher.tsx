import { Select, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { USER_TYPE_LABELS, userTypeSchema } from '@oc/contract';
import type { UserType } from '@oc/contract';
import { setStoredUserType } from '../../lib/session';

/**
 * The switcher's options (part 1 §2: MG, ELECTRIC and GDS), named as everywhere else by the
 * contract's USER_TYPE_LABELS ('Electric': no internal code is shown).
 */
const MODELS: { value: UserType; label: string }[] = (['BUSOWNER', 'ELECTRIC', 'OPERATOR'] as const).map(
  (value) => ({ value, label: USER_TYPE_LABELS[value] }),
);

function confirmSwitch(to: UserType) {
  const label = MODELS.find((m) => m.value === to)?.label ?? to;
  modals.openConfirmModal({
    title: 'Switch business model',
    centered: true,
    children: (
      <Text size="sm">
        Switch to the {label} business model? The console reloads at Home with that model&apos;s menus and
        data.
      </Text>
    ),
    labels: { confirm: `Switch to ${label}`, cancel: 'Cancel' },
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
export function BusinessModelSwitcher({
  userType,
  withLabel = false,
}: {
  userType: UserType;
  withLabel?: boolean;
}) {
  return (
    <Select
      label={withLabel ? 'Business Model' : undefined}
      aria-label="Business Model"
      data={MODELS}
      value={userType}
      allowDeselect={false}
      withCheckIcon
      checkIconPosition="right"
      size="sm"
      w={withLabel ? '100%' : 120}
      comboboxProps={{ withinPortal: true, shadow: 'md' }}
      onChange={(value) => {
        const next = userTypeSchema.safeParse(value);
        if (next.success && next.data !== userType) confirmSwitch(next.data);
      }}
    />
  );
}
