import { defineMessages } from '@oc/i18n';

/**
 * The contract's home texts (HOME_TEXTS, which the browser tests compare with): the same English
 * (lib/messages.test.ts checks it), translatable here.
 */
export const HOME_MESSAGES = defineMessages({
  todaysSales: { id: 'home.sales.title', defaultMessage: "Today's Sales" },
  todaysSalesScope: {
    id: 'home.sales.scope',
    defaultMessage: 'Bookings made today (IST), for any travel date',
  },
  revenueByTravelDate: { id: 'home.mgRevenue.title', defaultMessage: 'Trips by travel date (last 7 days)' },
  revenueByTravelDateScope: {
    id: 'home.mgRevenue.scope',
    defaultMessage: 'Seats sold and revenue of the trips departing on each date, whenever booked. Live.',
  },
  travelDate: { id: 'home.mgRevenue.travelDate', defaultMessage: 'Travel Date' },
  today: { id: 'home.mgRevenue.today', defaultMessage: 'Today' },
  notifications: { id: 'home.notifications.title', defaultMessage: 'Notifications' },
  quickActions: { id: 'home.quickActions.title', defaultMessage: 'Quick Actions' },
  createDeal: { id: 'home.quickActions.createDeal', defaultMessage: 'Create Deal' },
  noRevenue: { id: 'home.mgRevenue.noRevenue', defaultMessage: 'No Revenue Found' },
});

/** The texts more than one home card shows. */
export const HOME_LABELS = defineMessages({
  revenue: { id: 'home.revenue', defaultMessage: 'Revenue' },
  seatsSold: { id: 'home.seatsSold', defaultMessage: 'Seats Sold' },
  summaryWhat: { id: 'home.summary.what', defaultMessage: 'the home summary' },
});
