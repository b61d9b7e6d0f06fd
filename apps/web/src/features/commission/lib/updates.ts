import {
  SEAT_KINDS,
  type CommissionEditForm,
  type CommissionService,
  type FareEditForm,
  type SeatKind,
  type ServiceUpdateInput,
} from '@oc/contract';

/**
 * The single-update modals: their form values (strings, named as in the update's body) and the
 * update they send — only the fields that changed, so untouched dates keep following the global
 * commission or the fallback fare.
 */

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** A value to send: blank (undefined) or unchanged leaves the stored value as it is. */
export function changed(value: number | undefined, current: number | null): number | undefined {
  return value === undefined || value === current ? undefined : value;
}

/** The date's own commission; null when it follows the global one. */
export function ownCommission(service: CommissionService, date: string): number | null {
  const cell = service.tripDateWiseData[date];
  return cell && !cell.discountIsGlobal ? cell.discount : null;
}

export interface CommissionEditValues {
  seatLimit: string;
  tripDateWiseData: Record<string, { discount: string }>;
}

/** A date without its own commission is blank (the modal shows the global one as placeholder). */
export function commissionEditValues(
  service: CommissionService,
  dates: readonly string[],
): CommissionEditValues {
  return {
    seatLimit: String(service.seatLimit),
    tripDateWiseData: Object.fromEntries(
      dates.map((d) => [d, { discount: text(ownCommission(service, d)) }]),
    ),
  };
}

/** The update of a commission edit, or null when nothing changed. */
export function commissionEditUpdate(
  service: CommissionService,
  values: CommissionEditForm,
  dates: readonly string[],
): ServiceUpdateInput | null {
  const tripDateWiseData: Record<string, { discount: number }> = {};
  for (const d of dates) {
    const discount = changed(values.tripDateWiseData[d]?.discount, ownCommission(service, d));
    if (discount !== undefined) tripDateWiseData[d] = { discount };
  }
  const seatLimit = changed(values.seatLimit, service.seatLimit);
  if (seatLimit === undefined && Object.keys(tripDateWiseData).length === 0) return null;
  return {
    _id: service._id,
    ...(seatLimit !== undefined ? { seatLimit } : {}),
    ...(Object.keys(tripDateWiseData).length > 0 ? { tripDateWiseData } : {}),
  };
}

type Fares = Record<SeatKind, string>;

export interface FareEditValues {
  seatLimit: string;
  fallbackFlatFare: Fares;
  tripDateWiseData: Record<string, { flatFare: Fares }>;
}

/** The fares as shown (a date's own, else the fallback); blank for a seat kind the bus lacks. */
export function fareEditValues(service: CommissionService, dates: readonly string[]): FareEditValues {
  const fares = (f: { seater: number | null; sleeper: number | null } | undefined): Fares => ({
    seater: text(f?.seater),
    sleeper: text(f?.sleeper),
  });
  return {
    seatLimit: String(service.seatLimit),
    fallbackFlatFare: fares(service.fallbackFlatFare),
    tripDateWiseData: Object.fromEntries(
      dates.map((d) => [d, { flatFare: fares(service.tripDateWiseData[d]?.flatFare) }]),
    ),
  };
}

/** The fares that changed, or undefined. */
function changedFares(
  values: Partial<Record<SeatKind, number | undefined>> | undefined,
  current: { seater: number | null; sleeper: number | null } | undefined,
): Partial<Record<SeatKind, number>> | undefined {
  const out: Partial<Record<SeatKind, number>> = {};
  for (const kind of SEAT_KINDS) {
    const v = changed(values?.[kind], current?.[kind] ?? null);
    if (v !== undefined) out[kind] = v;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The update of a fare edit, or null when nothing changed. */
export function fareEditUpdate(
  service: CommissionService,
  values: FareEditForm,
  dates: readonly string[],
): ServiceUpdateInput | null {
  const fallbackFlatFare = changedFares(values.fallbackFlatFare, service.fallbackFlatFare);
  const tripDateWiseData: Record<string, { flatFare: Partial<Record<SeatKind, number>> }> = {};
  for (const d of dates) {
    const flatFare = changedFares(
      values.tripDateWiseData[d]?.flatFare,
      service.tripDateWiseData[d]?.flatFare,
    );
    if (flatFare) tripDateWiseData[d] = { flatFare };
  }
  const seatLimit = changed(values.seatLimit, service.seatLimit);
  if (seatLimit === undefined && !fallbackFlatFare && Object.keys(tripDateWiseData).length === 0) return null;
  return {
    _id: service._id,
    ...(seatLimit !== undefined ? { seatLimit } : {}),
    ...(fallbackFlatFare ? { fallbackFlatFare } : {}),
    ...(Object.keys(tripDateWiseData).length > 0 ? { tripDateWiseData } : {}),
  };
}

/**
 * A field of a bulk modal for a refused update's field error (`updateObj.<i>.<path>`): the same
 * value went to every service and date, so `tripDateWiseData.<date>.discount` is `discount`,
 * `fallbackFlatFare.seater` is `fallbackSeater`, and so on.
 */
export function bulkFieldOf(path: string): string | null {
  if (path === 'seatLimit') return 'seatLimit';
  const fallback = /^fallbackFlatFare\.(seater|sleeper)$/.exec(path)?.[1];
  if (fallback === 'seater') return 'fallbackSeater';
  if (fallback === 'sleeper') return 'fallbackSleeper';
  if (/^tripDateWiseData\.[^.]+\.discount$/.test(path)) return 'discount';
  return /^tripDateWiseData\.[^.]+\.flatFare\.(seater|sleeper)$/.exec(path)?.[1] ?? null;
}
