import { Stack, Text } from '@mantine/core';
import type { StaffAccount } from '@oc/contract';
import type { Message } from '@oc/i18n';
import { useIntl } from 'react-intl';
import { accountTypeLabel } from '../../../lib/labels';

/** The account a payout or week-close proposal is for (from the operator's page). */
export type ProposalAccount = Pick<StaffAccount, 'id' | 'name' | 'type'>;

/** What a money proposal made from an operator's page says: nothing moves until it is approved. */
export const PROPOSED_MESSAGE: Message = {
  id: 'admin.proposals.proposed',
  defaultMessage: 'Proposed: a second finance or admin user approves it under Proposals',
};

/**
 * A proposal dialog's header: the title, and under it the account it is for (its name and
 * business model), so it stays in place while the body scrolls (as `PricingModal`'s subtitle).
 */
export function ProposalModalTitle({ title, account }: { title: string; account: ProposalAccount }) {
  const intl = useIntl();
  return (
    <Stack gap={2}>
      <Text fw={600}>{title}</Text>
      <Text size="sm" fw={500}>
        {account.name}
      </Text>
      <Text size="xs" c="dimmed">
        {intl.formatMessage(
          { id: 'admin.proposals.modalTitle.account', defaultMessage: '{type} account' },
          { type: accountTypeLabel(account.type) },
        )}
      </Text>
    </Stack>
  );
}
