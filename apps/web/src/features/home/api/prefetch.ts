import type { QueryClient } from '@tanstack/react-query';
import { homeViewOf } from '../../../lib/home-view';
import { resolveUserType } from '../../../lib/session';
import { homeActionsQueryOptions } from './get-home-actions';
import { homeSummaryQueryOptions } from './get-home-summary';
import { mgSummaryQueryOptions } from './get-mg-summary';

/**
 * The reads home's first paint shows, for the acting business model: asked for together with the
 * screen's code when the app starts at / (app/router.tsx `prefetchRoute`), instead of once the
 * screen has loaded and rendered (docs/performance.md "Web"). The screen's queries find them in
 * flight or answered (same keys and options); a failed read rejects here and is asked again by
 * the screen.
 */
export async function prefetchHome(client: QueryClient): Promise<void> {
  const view = homeViewOf(resolveUserType());
  const actions = client.query(homeActionsQueryOptions());
  if (view === 'cab') {
    await actions;
    return;
  }
  if (view === 'mg') {
    // The trip revenue's declaration (the contracts' schemas) is MG's only: loaded here, not with home.
    const { tripRevenueQueryOptions } = await import('./get-trip-revenue');
    await Promise.all([
      client.query(mgSummaryQueryOptions()),
      client.query(tripRevenueQueryOptions()),
      actions,
    ]);
    return;
  }
  await Promise.all([client.query(homeSummaryQueryOptions()), actions]);
}
