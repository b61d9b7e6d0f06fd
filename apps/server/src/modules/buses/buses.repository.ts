import { asc, eq } from 'drizzle-orm';
import type { RcItem } from '@oc/contract';
import type { DbOrTx } from '../../db/client';
import { buses, busTypes } from '../../db/schema';

/** The account's buses by RC, in the shape of part 2 §3 RC item. */
export async function listBuses(db: DbOrTx, accountId: string): Promise<RcItem[]> {
  const rows = await db
    .select({ id: buses.id, rc: buses.rc, status: buses.status, busType: busTypes.name })
    .from(buses)
    .innerJoin(busTypes, eq(busTypes.id, buses.busTypeId))
    .where(eq(buses.accountId, accountId))
    .orderBy(asc(buses.rc));
  return rows.map((r) => ({ _id: r.id, rc: r.rc, status: r.status, busType: { name: r.busType } }));
}
