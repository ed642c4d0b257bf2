import type { Db } from './database';

/** A checkout of the built-in test payment provider (platform/payments/test-payment-provider.ts). */
export interface TestSessionRow {
  id: string;
  accountId: string;
  amount: number;
  currency: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'paid' | 'failed' | 'expired';
  paymentRef: string | null;
  refunds: { id: string; amount: number; createdAt: string }[];
}

export async function insertTestSession(
  db: Db,
  row: Omit<TestSessionRow, 'status' | 'paymentRef' | 'refunds'> & { metadata: Record<string, string> },
) {
  await db
    .insertInto('payment_test_sessions')
    .values({
      id: row.id,
      account_id: row.accountId,
      amount: row.amount,
      currency: row.currency,
      description: row.description,
      success_url: row.successUrl,
      cancel_url: row.cancelUrl,
      metadata: JSON.stringify(row.metadata),
    })
    .execute();
}

export async function readTestSession(db: Db, id: string): Promise<TestSessionRow | null> {
  const row = await db.selectFrom('payment_test_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    accountId: row.account_id,
    amount: row.amount,
    currency: row.currency,
    description: row.description,
    successUrl: row.success_url,
    cancelUrl: row.cancel_url,
    status: row.status,
    paymentRef: row.payment_ref,
    refunds: row.refunds,
  };
}

/** Closes an open session; false when it was not open (only one of pay, decline, cancel ever wins). */
export async function closeTestSession(
  db: Db,
  id: string,
  status: 'paid' | 'failed' | 'expired',
  paymentRef: string | null,
): Promise<boolean> {
  const changed = await db
    .updateTable('payment_test_sessions')
    .set({ status, payment_ref: paymentRef })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  return changed !== undefined;
}

/**
 * Adds a refund under the row's lock, so two at once cannot refund more than was paid: `decide`
 * sees the locked row and returns the refund to add, or throws.
 */
export async function addTestRefund(
  db: Db,
  id: string,
  decide: (row: Pick<TestSessionRow, 'status' | 'amount' | 'refunds'> | null) => TestSessionRow['refunds'][number],
) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('payment_test_sessions')
      .select(['status', 'amount', 'refunds'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    const refund = decide(row ?? null);
    const refunds = [...(row?.refunds ?? []), refund];
    await trx
      .updateTable('payment_test_sessions')
      .set({ refunds: JSON.stringify(refunds) })
      .where('id', '=', id)
      .execute();
  });
}
