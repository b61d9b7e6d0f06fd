import { defineMessages } from '../messages';

/** The home screen's texts (contract home.ts). */
export const HOME_API_MESSAGES = defineMessages({
  todaysSales: { id: 'api.home.todaysSales', defaultMessage: "Today's Sales" },
  salesTrendDays: { id: 'api.home.salesTrendDays', defaultMessage: 'days must be 7 or 30' },
  todaysSalesScope: {
    id: 'api.home.todaysSalesScope',
    defaultMessage: 'Bookings made today (IST), for any travel date',
  },
  revenueByTravelDate: {
    id: 'api.home.revenueByTravelDate',
    defaultMessage: 'Trips by travel date (last 7 days)',
  },
  revenueByTravelDateScope: {
    id: 'api.home.revenueByTravelDateScope',
    defaultMessage: 'Seats sold and revenue of the trips departing on each date, whenever booked. Live.',
  },
  travelDate: { id: 'api.home.travelDate', defaultMessage: 'Travel Date' },
  today: { id: 'api.home.today', defaultMessage: 'Today' },
  notifications: { id: 'api.home.notifications', defaultMessage: 'Notifications' },
  quickActions: { id: 'api.home.quickActions', defaultMessage: 'Quick Actions' },
  createDeal: { id: 'api.home.createDeal', defaultMessage: 'Create Deal' },
});
