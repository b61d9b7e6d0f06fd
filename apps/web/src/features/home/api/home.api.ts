import {
  homeSummaryResponseSchema,
  mgHomeSummaryResponseSchema,
  tripRevenueResponseSchema,
} from '@oc/contract';
import { apiQuery } from '../../../lib/api';

/** Part 1 §7: GET /user/ (home summary), /user/revenueDetails (MG), /user/tripRevenue (MG rows). */
export const homeSummaryQuery = () =>
  apiQuery(['home', 'summary'], '/user/', { schema: homeSummaryResponseSchema });

export const mgSummaryQuery = () =>
  apiQuery(['home', 'mg-summary'], '/user/revenueDetails', { schema: mgHomeSummaryResponseSchema });

export const tripRevenueQuery = () =>
  apiQuery(['home', 'trip-revenue'], '/user/tripRevenue', { schema: tripRevenueResponseSchema });
