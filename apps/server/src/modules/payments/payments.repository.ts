import type { PaymentStatus } from '@oc/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentOrders } from '../../db/schema';

/** The top-up orders' SQL (`payment_orders`). */

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

export interface NewOrder {
  id: string;
  accountId: string;
  amountPaise: number;
  currency: 'INR';
  provider: string;
  mobileNo: string;
  at: Date;
}

/** A new PENDING order. */
export async function insertOrder(db: DbOrTx, order: NewOrder): Promise<void> {
  await db.insert(paymentOrders).values({
    id: order.id,
    accountId: order.accountId,
    amountPaise: order.amountPaise,
    currency: order.currency,
    provider: order.provider,
    mobileNo: order.mobileNo,
    createdAt: order.at,
    updatedAt: order.at,
  });
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

/** The gateway's checkout id of the order. */
export async function setGatewayRef(
  db: DbOrTx,
  orderId: string,
  gatewayRef: string,
  at: Date,
): Promise<void> {
  await db.update(paymentOrders).set({ gatewayRef, updatedAt: at }).where(eq(paymentOrders.id, orderId));
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
