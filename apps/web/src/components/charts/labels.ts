import { defineMessages } from 'react-intl';

/** The headings of a chart table's category column. */
export const CHART_CATEGORY = defineMessages({
  date: { id: 'chart.category.date', defaultMessage: 'Date' },
  week: { id: 'chart.category.week', defaultMessage: 'Week starting' },
  rating: { id: 'chart.category.rating', defaultMessage: 'Rating' },
  payout: { id: 'chart.category.payout', defaultMessage: 'Billing period ending' },
  route: { id: 'chart.category.route', defaultMessage: 'Route' },
  deal: { id: 'chart.category.deal', defaultMessage: 'Deal' },
  bus: { id: 'chart.category.bus', defaultMessage: 'Bus' },
});
