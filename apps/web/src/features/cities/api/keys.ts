import { resolveUserType } from '../../../lib/session';

/** The cities type-ahead's query keys, shared by the cab trips filter and the fleet payment summary. */
export const cityKeys = {
  all: () => [resolveUserType(), 'cities'] as const,
  search: (text: string) => [...cityKeys.all(), text] as const,
};
