import { MG_GST_RATE, notPaidReasonOf } from '@oc/contract';
import type { SummaryLine } from '../../db/schema';

/**
 * The weekly statement of an MG account (docs/architecture.md "MG contracts and money", the
 * formula). Pure: money in integer paise, fractions converted to basis points so every product is
 * an exact integer and each amount is rounded once (half up).
 */

export interface BracketTerms {
  startPaise: number;
  endPaise: number | null;
  operatorShare: number;
}

export interface ContractTerms {
  serviceId: string;
  type: 'MINIMUM_GUARANTEE' | 'REVENUE_SHARE';
  validFrom: string;
  validTo: string;
  runningCostPaise: number;
  freeDemandCancellation: number;
  roundTripTollPaise: number;
  additionalGuaranteePaise: number;
  brackets: readonly BracketTerms[];
}

/** One trip with its revenue as the revenue rows give it (the one source of truth). */
export interface TripMoney {
  tripId: string;
  serviceId: string;
  serviceName: string;
  tripDate: string;
  tripStatus: 'SCHEDULED' | 'COMPLETED' | 'CANCELLED';
  busRc: string | null;
  seatsSold: number;
  revenuePaise: number;
  cancellationChargePaise: number;
}

export interface WeekTotals {
  lines: SummaryLine[];
  earningsPaise: number;
  commercialPaise: number;
  amountPaise: number;
  gstPaise: number;
  tdsPaise: number;
  additionPaise: number;
  netPaise: number;
}

/** A fraction (0.0125) as basis points (125). */
export const bp = (fraction: number) => Math.round(fraction * 10_000);
/** `paise × fraction`, rounded half up, exact. */
export const applyFraction = (paise: number, fraction: number) => Math.round((paise * bp(fraction)) / 10_000);

/** The operator's share of a trip's gross: each bracket's part of the gross times its operator share. */
export function bracketShare(grossPaise: number, brackets: readonly BracketTerms[]): number {
  let numerator = 0;
  for (const b of brackets) {
    const top = b.endPaise === null ? grossPaise : Math.min(grossPaise, b.endPaise);
    const part = top - b.startPaise;
    if (part > 0) numerator += part * bp(b.operatorShare);
  }
  return Math.round(numerator / 10_000);
}

/** The per-trip guarantee: running cost plus additional guarantee under MINIMUM_GUARANTEE, else none. */
export function guaranteeOf(c: ContractTerms): number {
  return c.type === 'MINIMUM_GUARANTEE' ? c.runningCostPaise + c.additionalGuaranteePaise : 0;
}

/**
 * The week's statement from its trips (trip date in the week) and the contracts by service. Every
 * trip is listed; one whose service has no contract in force on the trip date is not paid (share,
 * guarantee, earning and toll 0) and carries the reason.
 */
export function settleWeek(input: {
  trips: readonly TripMoney[];
  contracts: ReadonlyMap<string, ContractTerms>;
  commercialPercentage: number;
  tdsPercentage: number;
}): WeekTotals {
  const ordered = [...input.trips].sort(
    (a, b) => a.tripDate.localeCompare(b.tripDate) || a.serviceName.localeCompare(b.serviceName),
  );
  const cancelledSoFar = new Map<string, number>();
  const lines: SummaryLine[] = [];
  for (const t of ordered) {
    const c = input.contracts.get(t.serviceId);
    const line: SummaryLine = {
      tripId: t.tripId,
      serviceId: t.serviceId,
      serviceName: t.serviceName,
      tripDate: t.tripDate,
      tripStatus: t.tripStatus,
      busRc: t.busRc,
      seatsSold: t.seatsSold,
      revenuePaise: t.revenuePaise,
      cancellationChargePaise: t.cancellationChargePaise,
      sharePaise: 0,
      guaranteePaise: 0,
      earningPaise: 0,
      tollPaise: 0,
    };
    const notPaid = notPaidReasonOf(c, t.tripDate);
    if (!c || notPaid) {
      lines.push({
        ...line,
        notPaidReason: notPaid ?? 'NO_CONTRACT',
        ...(notPaid === 'CONTRACT_EXPIRED' && c ? { contractValidTo: c.validTo } : {}),
      });
      continue;
    }
    const guarantee = guaranteeOf(c);
    let share = 0;
    let earning = 0;
    let toll = 0;
    let appliedGuarantee = 0;
    if (t.tripStatus === 'CANCELLED') {
      // A demand cancellation: the first `freeDemandCancellation` of the service's week cost nothing,
      // each further one is paid the guarantee.
      const n = (cancelledSoFar.get(t.serviceId) ?? 0) + 1;
      cancelledSoFar.set(t.serviceId, n);
      if (n > c.freeDemandCancellation) {
        earning = guarantee;
        appliedGuarantee = guarantee;
      }
    } else {
      share = bracketShare(t.revenuePaise + t.cancellationChargePaise, c.brackets);
      earning = Math.max(share, guarantee);
      appliedGuarantee = guarantee;
      toll = c.roundTripTollPaise;
    }
    lines.push({
      ...line,
      sharePaise: share,
      guaranteePaise: appliedGuarantee,
      earningPaise: earning,
      tollPaise: toll,
    });
  }
  // The unpaid lines earn 0 and carry no toll: the totals are the paid trips'.
  const earningsPaise = lines.reduce((n, l) => n + l.earningPaise, 0);
  const commercialPaise = applyFraction(earningsPaise, input.commercialPercentage);
  const amountPaise = earningsPaise - commercialPaise;
  const gstPaise = applyFraction(amountPaise, MG_GST_RATE);
  const tdsPaise = applyFraction(amountPaise, input.tdsPercentage);
  const additionPaise = lines.reduce((n, l) => n + l.tollPaise, 0);
  return {
    lines,
    earningsPaise,
    commercialPaise,
    amountPaise,
    gstPaise,
    tdsPaise,
    additionPaise,
    netPaise: amountPaise + gstPaise - tdsPaise + additionPaise,
  };
}

/** The lines a statement lists but does not pay, with their count and revenue (the totals say so). */
export function notPaidOf(lines: readonly SummaryLine[]): {
  lines: SummaryLine[];
  revenuePaise: number;
  reasons: NonNullable<SummaryLine['notPaidReason']>[];
} {
  const unpaid = lines.filter((l) => l.notPaidReason);
  return {
    lines: unpaid,
    revenuePaise: unpaid.reduce((n, l) => n + l.revenuePaise + l.cancellationChargePaise, 0),
    reasons: [...new Set(unpaid.flatMap((l) => (l.notPaidReason ? [l.notPaidReason] : [])))],
  };
}

/**
 * A statement closed before unpaid trips were listed (no line says why it is not paid) with the
 * week's unpaid lines added from a recompute (`settleWeek` over the week's trips now): only trips it
 * does not list, only lines not paid (earning, share, guarantee and toll 0), so no money figure of
 * the statement moves. Undefined when there is nothing to add (a current statement, or an old one
 * whose week had every trip under a contract in force). Ordered as settleWeek orders its lines.
 */
export function withUnpaidLines(
  stored: readonly SummaryLine[],
  recomputed: readonly SummaryLine[],
): SummaryLine[] | undefined {
  if (stored.some((l) => l.notPaidReason)) return undefined;
  const listed = new Set(stored.map((l) => l.tripId));
  const added = recomputed.filter(
    (l) =>
      l.notPaidReason &&
      !listed.has(l.tripId) &&
      l.earningPaise === 0 &&
      l.sharePaise === 0 &&
      l.guaranteePaise === 0 &&
      l.tollPaise === 0,
  );
  if (added.length === 0) return undefined;
  // A stable sort: the stored lines keep their order, each added one goes in by date and service.
  return [...stored, ...added].sort(
    (a, b) => a.tripDate.localeCompare(b.tripDate) || a.serviceName.localeCompare(b.serviceName),
  );
}
