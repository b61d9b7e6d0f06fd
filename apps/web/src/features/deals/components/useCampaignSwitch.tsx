import type { Campaign } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { confirmAction } from '../../../components/confirm';
import { errorMessage } from '../../../lib/api/errors';
import { showToast } from '../../../lib/toast';
import { useSwitchCampaign } from '../api/switch-campaign';
import { DEALS_TEXT } from '../lib/messages';

const TEXT = defineMessages({
  nowOn: { id: 'deals.switch.nowOn', defaultMessage: '{name} is now ON' },
  nowOff: { id: 'deals.switch.nowOff', defaultMessage: '{name} is now OFF' },
  turnOnTitle: { id: 'deals.switch.turnOnTitle', defaultMessage: 'Turn on campaign' },
  turnOffTitle: { id: 'deals.switch.turnOffTitle', defaultMessage: 'Turn off campaign' },
  // Part 1 §4: the confirmation before a switch.
  confirmOn: {
    id: 'deals.switch.confirmOn',
    defaultMessage: 'Are you sure that you want to turn on this campaign <b>{name}</b>?',
  },
  confirmOff: {
    id: 'deals.switch.confirmOff',
    defaultMessage: 'Are you sure that you want to turn off this campaign <b>{name}</b>?',
  },
  yes: { id: 'deals.switch.yes', defaultMessage: 'Yes' },
  no: { id: 'deals.switch.no', defaultMessage: 'No' },
});

const bold = (chunks: ReactNode[]) => <b>{chunks}</b>;

/**
 * The ON/OFF switch's action: asks for confirmation, sends {selectedCampaignId, status} and shows
 * the status the server answers (the list and the detail are updated from that answer).
 */
export function useCampaignSwitch() {
  const intl = useIntl();
  const switchCampaign = useSwitchCampaign();

  function send(id: string, status: Campaign['status']) {
    switchCampaign.mutate(
      { id, status },
      {
        onSuccess: (campaign) => {
          showToast({
            kind: 'success',
            id: `campaign-${id}`,
            message: intl.formatMessage(campaign.status === 'ACTIVE' ? TEXT.nowOn : TEXT.nowOff, {
              name: campaign.name,
            }),
          });
        },
        onError: (err) => {
          showToast({
            kind: 'error',
            id: `campaign-${id}`,
            title: intl.formatMessage(DEALS_TEXT.somethingWentWrongLower),
            message: errorMessage(err, intl.formatMessage(DEALS_TEXT.tryAgain)),
          });
        },
      },
    );
  }

  function ask(campaign: Campaign) {
    const turnOn = campaign.status !== 'ACTIVE';
    confirmAction({
      title: intl.formatMessage(turnOn ? TEXT.turnOnTitle : TEXT.turnOffTitle),
      message: intl.formatMessage(turnOn ? TEXT.confirmOn : TEXT.confirmOff, {
        name: campaign.name,
        b: bold,
      }),
      confirmLabel: intl.formatMessage(TEXT.yes),
      cancelLabel: intl.formatMessage(TEXT.no),
      onConfirm: () => send(campaign._id, turnOn ? 'ACTIVE' : 'INACTIVE'),
    });
  }

  return {
    ask,
    pendingId: switchCampaign.isPending ? switchCampaign.variables.id : null,
  };
}
