import { WEEKDAYS, addDaysToDate, weekdayOfDate } from '@oc/contract';

/** The Monday and Sunday of the Mon–Sun week of `date` (YYYY-MM-DD). */
export function weekOf(date: string): { monday: string; sunday: string } {
  const monday = addDaysToDate(date, -WEEKDAYS.indexOf(weekdayOfDate(date)));
  return { monday, sunday: addDaysToDate(monday, 6) };
}

/**
 * The last day a week close can name: the Sunday of the latest week that may be closed on `today`
 * (a week can be closed from the Tuesday after it, `PROPOSAL_MESSAGES.weekNotOver`).
 */
export function lastClosableDay(today: string): string {
  const twoDaysAgo = addDaysToDate(today, -2);
  return weekdayOfDate(twoDaysAgo) === 'SUN' ? twoDaysAgo : addDaysToDate(weekOf(twoDaysAgo).monday, -1);
}
