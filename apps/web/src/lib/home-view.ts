import type { UserType } from '@oc/contract/constants';

/**
 * Which home a business model gets (part 1 §2; features/home/screens/HomeScreen.tsx draws it). In
 * lib, not in the feature: the early reads (early-reads.ts) pick home's first reads by it too.
 */
export type HomeView = 'cab' | 'mg' | 'operator';

export function homeViewOf(type: UserType): HomeView {
  if (type === 'CABOWNER') return 'cab';
  if (type === 'BUSOWNER') return 'mg';
  return 'operator';
}
