import { Button, Group, Stack, Text } from '@mantine/core';
import { QUEUE_MESSAGES, type ClaimQueueItem } from '@oc/contract';
import { useIntl } from 'react-intl';
import { apiText } from '../../../../i18n/language';

export const claimToastId = (item: Pick<ClaimQueueItem, 'id'>) => `claim-${item.id}`;

/**
 * A waiting claim's decision for finance and admin: Approve (the amount's dialog) and Reject (the
 * reason's dialog), both the screen's; neither while its approval waits under Proposals. Support
 * reads why they have none.
 */
export function ClaimDecision({
  item,
  mayDecide,
  onApprove,
  onReject,
  fullWidth = false,
}: {
  item: ClaimQueueItem;
  mayDecide: boolean;
  onApprove: (item: ClaimQueueItem) => void;
  onReject: (item: ClaimQueueItem) => void;
  fullWidth?: boolean;
}) {
  const intl = useIntl();
  if (!mayDecide)
    return (
      <Text size="sm" c="dimmed">
        {intl.formatMessage({
          id: 'admin.queues.claims.onlyFinance',
          defaultMessage: 'Only finance or admin decide claims.',
        })}
      </Text>
    );
  const proposed = item.proposalId !== null;
  return (
    <Stack gap={6}>
      {proposed ? (
        <Text size="sm" c="dimmed" data-testid="claim-proposed-note">
          {apiText(QUEUE_MESSAGES.claimAwaitingApproval)}
        </Text>
      ) : null}
      <Group gap="xs" wrap="nowrap" grow={fullWidth} justify="flex-end">
        <Button
          onClick={() => onApprove(item)}
          disabled={proposed}
          aria-label={intl.formatMessage(
            {
              id: 'admin.queues.claims.approveFor',
              defaultMessage: 'Approve the claim of {account} for {rc}',
            },
            { account: item.accountName, rc: item.rc },
          )}
        >
          {intl.formatMessage({ id: 'admin.queues.approve', defaultMessage: 'Approve' })}
        </Button>
        <Button
          variant="default"
          onClick={() => onReject(item)}
          disabled={proposed}
          aria-label={intl.formatMessage(
            { id: 'admin.queues.claims.rejectFor', defaultMessage: 'Reject the claim of {account} for {rc}' },
            { account: item.accountName, rc: item.rc },
          )}
        >
          {intl.formatMessage({ id: 'admin.queues.reject', defaultMessage: 'Reject' })}
        </Button>
      </Group>
    </Stack>
  );
}
