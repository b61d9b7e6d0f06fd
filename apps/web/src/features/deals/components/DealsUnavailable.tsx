import { UnavailableState } from '../../../components/states/States';

/**
 * Deals belong to GDS (OPERATOR) accounts: what other accounts see instead of a deals screen — the
 * neutral not-in-model notice with the contract's message ('The MG business model does not include
 * Deals.').
 */
export function DealsUnavailable({ message }: { message: string }) {
  return <UnavailableState message={message} />;
}
