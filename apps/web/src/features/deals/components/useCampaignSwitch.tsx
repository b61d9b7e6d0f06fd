import type { Campaign } from '@oc/contract';
import { confirmAction } from '../../../components/confirm';
import { errorMessage } from '../../../lib/api/errors';
import { showToast } from '../../../lib/toast';
import { SOMETHING_WENT_WRONG_LOWER } from '../api/keys';
import { useSwitchCampaign } from '../api/switch-campaign';

/** Part 1 §4: the confirmation before a switch. */
export function switchConfirmText(turnOn: boolean): string {
  return `Are you sure that you want to turn ${turnOn ? 'on' : 'off'} this campaign`;
}

/**
 * The ON/OFF switch's action: asks for confirmation, sends {selectedCampaignId, status} and shows
 * the status the server answers (the list and the detail are updated from that answer).
 */
export function useCampaignSwitch() {
  const switchCampaign = useSwitchCampaign();

  function send(id: string, status: Campaign['status']) {
    switchCampaign.mutate(
      { id, status },
      {
        onSuccess: (campaign) => {
          showToast({
            kind: 'success',
            id: `campaign-${id}`,
            message: `${campaign.name} is now ${campaign.status === 'ACTIVE' ? 'ON' : 'OFF'}`,
          });
        },
        onError: (err) => {
          showToast({
            kind: 'error',
            id: `campaign-${id}`,
            title: SOMETHING_WENT_WRONG_LOWER,
            message: errorMessage(err, 'Please try again.'),
          });
        },
      },
    );
  }

  function ask(campaign: Campaign) {
    const turnOn = campaign.status !== 'ACTIVE';
    confirmAction({
      title: turnOn ? 'Turn on campaign' : 'Turn off campaign',
      message: (
        <>
          {switchConfirmText(turnOn)} <b>{campaign.name}</b>?
        </>
      ),
      confirmLabel: 'Yes',
      cancelLabel: 'No',
      onConfirm: () => send(campaign._id, turnOn ? 'ACTIVE' : 'INACTIVE'),
    });
  }

  return {
    ask,
    pendingId: switchCampaign.isPending ? switchCampaign.variables.id : null,
  };
}
