import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign, CampaignStatus } from '@oc/contract';
import { isApiError } from '../../../lib/api';
import { SOMETHING_WENT_WRONG_LOWER, dealsKey, switchCampaign } from '../api/deals.api';

/** Part 1 §4: the confirmation before a switch. */
export function switchConfirmText(turnOn: boolean): string {
  return `Are you sure that you want to turn ${turnOn ? 'on' : 'off'} this campaign`;
}

/**
 * The ON/OFF switch's action: asks for confirmation, sends {selectedCampaignId, status} and shows
 * the status the server answers (the list and the detail are updated from that answer).
 */
export function useCampaignSwitch() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, status }: { id: string; status: CampaignStatus }) => switchCampaign(id, status),
    onSuccess: (campaign) => {
      // Put the server's answer into every cached deals list and detail, then refresh them.
      queryClient.setQueriesData<Campaign[]>({ queryKey: dealsKey() }, (old) =>
        Array.isArray(old) ? old.map((c) => (c._id === campaign._id ? campaign : c)) : old,
      );
      void queryClient.invalidateQueries({ queryKey: dealsKey() });
      notifications.show({
        color: campaign.status === 'ACTIVE' ? 'teal' : 'gray',
        message: `${campaign.name} is now ${campaign.status === 'ACTIVE' ? 'ON' : 'OFF'}`,
      });
    },
    onError: (err) => {
      notifications.show({
        color: 'red',
        title: SOMETHING_WENT_WRONG_LOWER,
        message: isApiError(err) && err.status >= 400 && err.status < 500 ? err.message : 'Please try again.',
      });
    },
  });

  function ask(campaign: Campaign) {
    const turnOn = campaign.status !== 'ACTIVE';
    modals.openConfirmModal({
      title: turnOn ? 'Turn on campaign' : 'Turn off campaign',
      centered: true,
      radius: 'md',
      children: (
        <Text size="sm">
          {switchConfirmText(turnOn)} <b>{campaign.name}</b>?
        </Text>
      ),
      labels: { confirm: 'Yes', cancel: 'No' },
      confirmProps: { color: turnOn ? 'teal' : 'red' },
      onConfirm: () => mutation.mutate({ id: campaign._id, status: turnOn ? 'ACTIVE' : 'INACTIVE' }),
    });
  }

  return {
    ask,
    pendingId: mutation.isPending ? mutation.variables.id : null,
  };
}
