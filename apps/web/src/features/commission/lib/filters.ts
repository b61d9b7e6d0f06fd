import { defaultCommissionWindow } from '@oc/contract';
import { todayIst } from '../../../lib/format';

/** The search of the pricing screens (part 1 §2): both cities or none, and the date window. */
export interface PricingFilters {
  fromCity: string | null;
  toCity: string | null;
  /** 'YYYY-MM-DD' (IST). */
  fromDate: string;
  toDate: string;
}

/** The first load: every service of the account over today … today + 7. */
export function defaultFilters(): PricingFilters {
  return { fromCity: null, toCity: null, ...defaultCommissionWindow(todayIst()) };
}
