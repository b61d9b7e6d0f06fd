import { addDaysToDate, istDateOf } from '@oc/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  accounts,
  busTypes,
  commissionSettings,
  serviceDatePricing,
  servicePricing,
  services,
} from '../schema';

/** Days of commission and fare data from today (IST): today … today + 14. */
export const COMMISSION_DEMO_DAYS = 14;
const GLOBAL_BY_ACCOUNT = [10, 12, 8];

const clampFare = (paise: number) => Math.min(300_000, Math.max(5_000, Math.round(paise / 1000) * 1000));

/**
 * Demo offline commission and seat fares for every OPERATOR account that has none yet: a global
 * commission; per active service a seat limit and a fallback fare (its base fares); per date of
 * today … today + 14 a commission on some dates (others follow the global one) and fares that
 * rise at the weekend. Deterministic: the same `now` gives the same data.
 */
export async function seedDemoCommission(tx: DbOrTx, opts: { now: Date }): Promise<void> {
  const today = istDateOf(opts.now);
  const operators = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.type, 'OPERATOR'))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));

  for (const [a, account] of operators.entries()) {
    const inserted = await tx
      .insert(commissionSettings)
      .values({
        accountId: account.id,
        globalCommission: GLOBAL_BY_ACCOUNT[a % GLOBAL_BY_ACCOUNT.length] ?? 10,
      })
      .onConflictDoNothing()
      .returning({ id: commissionSettings.accountId });
    if (inserted.length === 0) continue;

    const rows = await tx
      .select({
        id: services.id,
        seater: services.baseSeaterFarePaise,
        sleeper: services.baseSleeperFarePaise,
        seaterCount: busTypes.seaterCount,
        sleeperCount: busTypes.sleeperCount,
      })
      .from(services)
      .innerJoin(busTypes, eq(busTypes.id, services.busTypeId))
      .where(eq(services.accountId, account.id))
      .orderBy(asc(services.startTime), asc(services.name));
    if (rows.length === 0) continue;

    await tx.insert(servicePricing).values(
      rows.map((s, i) => ({
        accountId: account.id,
        serviceId: s.id,
        seatLimit: 10 + ((i * 7) % 31),
        fallbackSeaterPaise: s.seaterCount > 0 && s.seater !== null ? clampFare(s.seater) : null,
        fallbackSleeperPaise: s.sleeperCount > 0 && s.sleeper !== null ? clampFare(s.sleeper) : null,
      })),
    );

    const dateRows: (typeof serviceDatePricing.$inferInsert)[] = [];
    rows.forEach((s, i) => {
      for (let d = 0; d <= COMMISSION_DEMO_DAYS; d++) {
        const tripDate = addDaysToDate(today, d);
        const weekday = new Date(`${tripDate}T00:00:00Z`).getUTCDay();
        const weekend = weekday === 5 || weekday === 6 || weekday === 0;
        // About a third of the dates follow the global commission (no own value).
        const discount = (i + d) % 3 === 0 ? null : 5 + ((i * 3 + d * 2) % 16);
        const rise = weekend ? 1.15 : 1 + ((i + d) % 4) * 0.02;
        dateRows.push({
          accountId: account.id,
          serviceId: s.id,
          tripDate,
          discount,
          seaterFarePaise: s.seaterCount > 0 && s.seater !== null ? clampFare(s.seater * rise) : null,
          sleeperFarePaise: s.sleeperCount > 0 && s.sleeper !== null ? clampFare(s.sleeper * rise) : null,
        });
      }
    });
    for (let k = 0; k < dateRows.length; k += 1000)
      await tx.insert(serviceDatePricing).values(dateRows.slice(k, k + 1000));
  }
}
