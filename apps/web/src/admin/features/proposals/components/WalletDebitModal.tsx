import { Modal } from '@mantine/core';
import type { Proposal } from '@oc/contract';
import { useIntl } from 'react-intl';
import { isMobile } from '../../../../lib/device';
import { formatInr } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast';
import { useProposeWalletDebit } from '../api/propose-wallet-debit';
import { WalletDebitForm } from './WalletDebitForm';

/**
 * The wallet-debit form in a dialog (proposals, an operator's page). A proposal made says so in a
 * toast: nothing moves until a second finance or admin user approves it.
 */
export function WalletDebitModal({
  opened,
  onClose,
  onProposed,
  mobileNo,
  wallets,
}: {
  opened: boolean;
  onClose: () => void;
  onProposed?: (proposal: Proposal) => void;
  mobileNo?: string;
  wallets?: readonly string[];
}) {
  const intl = useIntl();
  const propose = useProposeWalletDebit();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage({
        id: 'admin.proposals.walletDebit.title',
        defaultMessage: 'New wallet debit',
      })}
      centered
      radius="md"
      size="lg"
      fullScreen={isMobile}
      closeOnClickOutside={false}
    >
      {opened ? (
        <WalletDebitForm
          propose={propose.mutateAsync}
          onCancel={onClose}
          {...(mobileNo ? { mobileNo } : {})}
          {...(wallets ? { wallets } : {})}
          onProposed={(proposal) => {
            showToast({
              kind: 'success',
              id: 'wallet-debit-proposed',
              message: intl.formatMessage(
                {
                  id: 'admin.proposals.walletDebit.proposed',
                  defaultMessage:
                    'Debit of {amount} from {account} proposed. A second finance or admin user must approve it.',
                },
                { amount: formatInr(proposal.amount), account: proposal.accountName },
              ),
            });
            onClose();
            onProposed?.(proposal);
          }}
        />
      ) : null}
    </Modal>
  );
}
