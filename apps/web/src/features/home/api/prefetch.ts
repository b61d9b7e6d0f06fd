import type { UserType } from '@oc/contract/constants';
import type { QueryClient } from '@tanstack/react-query';
import { resolveUserType } from '../../../lib/session';
import { homeSummaryQueryOptions } from './get-home-summary';
import { mgSummaryQueryOptions } from './get-mg-summary';
import { tripRevenueQueryOptions } from './get-trip-revenue';

/** Which home a business model gets (part 1 §2; screens/HomeScreen.tsx draws it). */
export type HomeView = 'comingSoon' | 'mg' | 'operator';

export function homeViewOf(type: UserType): HomeView {
  if (type === 'CABOWNER') return 'comingSoon';
  if (type === 'BUSOWNER') return 'mg';
  return 'operator';
}

/**
 * The reads home's first paint shows, for the acting business model: asked for together with the
 * screen's code when the app starts at / (app/router.tsx `prefetchRoute`), instead of once the
 * screen has loaded and rendered (docs/performance.md "Web"). The screen's queries find them in
 * flight or answered (same keys and options); a failed read rejects here and is asked again by
 * the screen.
 */
export async function prefetchHome(client: QueryClient): Promise<void> {
  const view = homeViewOf(resolveUserType());
  if (view === 'comingSoon') return;
  if (view === 'mg') {
    await Promise.all([client.query(mgSummaryQueryOptions()), client.query(tripRevenueQueryOptions())]);
    return;
  }
  await client.query(homeSummaryQueryOptions());
}
