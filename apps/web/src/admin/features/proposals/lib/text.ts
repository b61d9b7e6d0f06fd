import type { ProposalKind } from '@oc/contract';
import { defineMessages, type Message } from '@oc/i18n';

/** How a proposal's words sit in a sentence (the confirmations, the reject dialog). */

/** What each kind is called in the console (the contract's `PROPOSAL_KIND_LABELS`, in each language). */
export const PROPOSAL_KIND_LABELS: Record<ProposalKind, Message> = defineMessages({
  WALLET_DEBIT: { id: 'admin.proposals.kind.walletDebit', defaultMessage: 'Wallet debit' },
  CLAIM_APPROVAL: { id: 'admin.proposals.kind.claimApproval', defaultMessage: 'Claim approval' },
  PAYOUT_PUBLICATION: { id: 'admin.proposals.kind.payout', defaultMessage: 'Payout' },
  WEEK_CLOSE: { id: 'admin.proposals.kind.weekClose', defaultMessage: 'MG week close' },
});

/** A kind inside a sentence: 'wallet debit'; an abbreviation stays ('MG week close'). */
export const PROPOSAL_KIND_IN_SENTENCE: Record<ProposalKind, Message> = defineMessages({
  WALLET_DEBIT: { id: 'admin.proposals.kindInSentence.walletDebit', defaultMessage: 'wallet debit' },
  CLAIM_APPROVAL: { id: 'admin.proposals.kindInSentence.claimApproval', defaultMessage: 'claim approval' },
  PAYOUT_PUBLICATION: { id: 'admin.proposals.kindInSentence.payout', defaultMessage: 'payout' },
  WEEK_CLOSE: { id: 'admin.proposals.kindInSentence.weekClose', defaultMessage: 'MG week close' },
});

/** The server's summary without its closing stop, to go on inside a sentence. */
export function withoutStop(text: string): string {
  return text.trim().replace(/[.\s]+$/, '');
}
