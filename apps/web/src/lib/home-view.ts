import type { UserType } from '@oc/contract/constants';

/** Which home a business model gets (part 1 §2; screens/HomeScreen.tsx draws it). */
export type HomeView = 'comingSoon' | 'mg' | 'operator';

export function homeViewOf(type: UserType): HomeView {
  if (type === 'CABOWNER') return 'comingSoon';
  if (type === 'BUSOWNER') return 'mg';
  return 'operator';
}
