import type { PaymentStatus } from '@oc/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { paymentOrders } from '../../db/schema';

/** The top-up orders' SQL (`payment_orders`). */

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/** A type, not an interface: it is passed whole as the prepared insert's values. */
export type NewOrder = {
  id: string;
  accountId: string;
  amountPaise: number;
  currency: 'INR';
  provider: string;
  mobileNo: string;
  at: Date;
};

const insertOrderStatement = preparedPerDb((db) =>
  db
    .insert(paymentOrders)
    .values({
      id: sql.placeholder('id'),
      accountId: sql.placeholder('accountId'),
      amountPaise: sql.placeholder('amountPaise'),
      currency: sql.placeholder('currency'),
      provider: sql.placeholder('provider'),
      mobileNo: sql.placeholder('mobileNo'),
      createdAt: sql.placeholder('at'),
      updatedAt: sql.placeholder('at'),
    })
    .prepare('payments_insert_order'),
);

/** A new PENDING order (prepared once: every top-up runs it). */
export async function insertOrder(db: DbOrTx, order: NewOrder): Promise<void> {
  await insertOrderStatement(db).execute(order);
}

/** The order, or only when it is the account's (`accountId` given). */
export async function findOrder(
  db: DbOrTx,
  orderId: string,
  accountId?: string,
): Promise<PaymentOrderRow | undefined> {
  const where = accountId
    ? and(eq(paymentOrders.id, orderId), eq(paymentOrders.accountId, accountId))
    : eq(paymentOrders.id, orderId);
  const [row] = await db.select().from(paymentOrders).where(where).limit(1);
  return row;
}

/** Locks the order row (SELECT … FOR UPDATE) until the caller's transaction ends. */
export async function lockOrder(tx: DbOrTx, orderId: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update');
  return row;
}

const setGatewayRefStatement = preparedPerDb((db) =>
  db
    .update(paymentOrders)
    // Drizzle's types take no placeholder in set(): each goes in as SQL, the time as ISO text.
    .set({
      gatewayRef: sql`${sql.placeholder('gatewayRef')}`,
      updatedAt: sql`${sql.placeholder('at')}::timestamptz`,
    })
    .where(eq(paymentOrders.id, sql.placeholder('orderId')))
    .prepare('payments_set_gateway_ref'),
);

/** The gateway's checkout id of the order (prepared once: every top-up runs it). */
export async function setGatewayRef(
  db: DbOrTx,
  orderId: string,
  gatewayRef: string,
  at: Date,
): Promise<void> {
  await setGatewayRefStatement(db).execute({ orderId, gatewayRef, at: at.toISOString() });
}

/** Moves the order to a state (FAILED; SUCCESS goes through {@link markPaid}). */
export async function setStatus(
  db: DbOrTx,
  orderId: string,
  status: Exclude<PaymentStatus, 'SUCCESS'>,
  at: Date,
): Promise<void> {
  await db.update(paymentOrders).set({ status, updatedAt: at }).where(eq(paymentOrders.id, orderId));
}

/** The order that a gateway payment id already settled, if any. */
export async function orderOfPayment(tx: DbOrTx, paymentId: string): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(eq(paymentOrders.gatewayPaymentId, paymentId));
  return row;
}

/** SUCCESS with the gateway's payment id (unique: one order per payment). */
export async function markPaid(tx: DbOrTx, orderId: string, paymentId: string, at: Date): Promise<void> {
  await tx
    .update(paymentOrders)
    .set({ status: 'SUCCESS', gatewayPaymentId: paymentId, paidAt: at, updatedAt: at })
    .where(eq(paymentOrders.id, orderId));
}
