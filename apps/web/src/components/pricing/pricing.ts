import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  COMMISSION_MESSAGES,
  commissionServicesResponseSchema,
  commissionUpdateResponseSchema,
  defaultCommissionWindow,
  istDateOf,
  istStartOfDay,
  type CommissionServices,
  type CommissionService,
  type ServiceUpdateInput,
} from '@oc/contract';
import { api, apiQuery, errorMessage, isApiError } from '../../lib/api';

/**
 * Shared by Offline Commission and Offline Seat Fare (part 1 §2): the search filters, the
 * GET /commission/services query and the update mutation that replaces table rows with the
 * server's answer (§4).
 */
export interface PricingFilters {
  fromCity: string | null;
  toCity: string | null;
  /** 'YYYY-MM-DD' (IST). */
  fromDate: string;
  toDate: string;
}

/** Today in India Standard Time. */
export function todayIst(): string {
  return istDateOf(new Date());
}

/** The first load: every service of the account over today … today + 7. */
export function defaultFilters(): PricingFilters {
  return { fromCity: null, toCity: null, ...defaultCommissionWindow(todayIst()) };
}

/** fromDate/toDate go as epoch ms of the IST day's start (the contract's addition). */
export function windowQuery(f: Pick<PricingFilters, 'fromDate' | 'toDate'>) {
  return { fromDate: istStartOfDay(f.fromDate).getTime(), toDate: istStartOfDay(f.toDate).getTime() };
}

function servicesQuery(f: PricingFilters) {
  return apiQuery(['commission-services'], '/commission/services', {
    schema: commissionServicesResponseSchema,
    query: { fromCitySelected: f.fromCity, toCitySelected: f.toCity, ...windowQuery(f) },
  });
}

export function useCommissionServices(f: PricingFilters) {
  return useQuery({ ...servicesQuery(f), placeholderData: (prev) => prev });
}

/** 'DD-MM-YYYY' (the pickers' format). */
export function formatDdMmYyyy(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d ?? ''}-${m ?? ''}-${y ?? ''}`;
}

/** 'Mon 23/11' for a date column header. */
export function columnDate(date: string): { weekday: string; day: string } {
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-IN', {
    weekday: 'short',
    timeZone: 'UTC',
  });
  return { weekday, day: `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}` };
}

const rupee = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
/** ₹ with Indian digit grouping; '–' when the bus has no such seats. */
export function formatFare(value: number | null): string {
  return value === null ? '–' : rupee.format(value);
}

/**
 * POST /commission/services/update for the filters' window: answers the updated rows, which
 * replace theirs in the table (§4), then shows 'Values Updated'. A 2xx answer without rows shows
 * 'Something Went Wrong' (§8).
 */
export function useUpdateServices(f: PricingFilters) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (updateObj: ServiceUpdateInput[]) =>
      api<CommissionService[]>('/commission/services/update', {
        method: 'POST',
        schema: commissionUpdateResponseSchema,
        body: {
          updateObj,
          fromCitySelected: f.fromCity,
          toCitySelected: f.toCity,
          ...windowQuery(f),
        },
      }),
    onSuccess: (rows) => {
      if (rows.length === 0) {
        notifications.show({ color: 'red', message: COMMISSION_MESSAGES.updateEmpty });
        return;
      }
      const byId = new Map(rows.map((r) => [r._id, r]));
      client.setQueryData<CommissionServices>(servicesQuery(f).queryKey, (old) =>
        old ? { ...old, services: old.services.map((s) => byId.get(s._id) ?? s) } : old,
      );
      notifications.show({ color: 'green', message: COMMISSION_MESSAGES.valuesUpdated });
    },
  });
}

/** The message of a failed update for a toast: the server's own (e.g. a range message) or §8's. */
export function updateErrorMessage(err: unknown): string {
  return errorMessage(err, COMMISSION_MESSAGES.updateEmpty);
}

/** Only the fields that changed: blank or unchanged inputs leave values as they are. */
export function changed(input: string, current: number | null): number | undefined {
  if (input.trim() === '') return undefined;
  const n = Number(input);
  return n === current ? undefined : n;
}

/**
 * A refused update's field errors (paths such as `updateObj.0.tripDateWiseData.2026-11-23.discount`)
 * as the modals' field keys: 'seatLimit', 'fallback.seater', 'fallback.sleeper', '<date>.discount',
 * '<date>.seater', '<date>.sleeper'. The first message of each field wins.
 */
export function updateFieldErrors(err: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isApiError(err)) return out;
  for (const e of err.errors) {
    const rest = /^updateObj\.\d+\.(.+)$/.exec(e.path)?.[1];
    if (rest === undefined) continue;
    let key: string | undefined;
    if (rest === 'seatLimit') key = 'seatLimit';
    const fallback = /^fallbackFlatFare\.(seater|sleeper)$/.exec(rest);
    if (fallback) key = `fallback.${fallback[1] ?? ''}`;
    const date = /^tripDateWiseData\.(\d{4}-\d{2}-\d{2})\.(?:discount|flatFare\.(seater|sleeper))$/.exec(
      rest,
    );
    if (date) key = `${date[1] ?? ''}.${date[2] ?? 'discount'}`;
    if (key !== undefined) out[key] ??= e.message;
  }
  return out;
}
