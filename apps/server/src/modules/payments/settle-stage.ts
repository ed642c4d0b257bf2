import { stagePaymentState } from '@bloom/core';
import { sql, type Transaction } from 'kysely';
import type { Events } from '../../kernel/events';
import type { Database } from '../../platform/db/schema';
import { completeStageWithoutAnswers } from '../portal';
import { lockPlan } from './issue-invoice';

type Trx = Transaction<Database>;

/**
 * After a plan starts or one of its invoices is paid: when every installment due now is paid the
 * stage counts as done, once, exactly as a completed agreement's (a 'reviewed' submission, the
 * journey recounted: modules/agreements/signing.ts); when every installment is paid, the plan is.
 */
export async function settleStage(trx: Trx, events: Events, planId: string): Promise<void> {
  const plan = await lockPlan(trx, planId);
  if (!plan || plan.status === 'voided') return;
  const invoices = await trx
    .selectFrom('invoices')
    .select(['installment', 'status', 'amount_paid'])
    .where('plan_id', '=', plan.id)
    .execute();
  const state = stagePaymentState(
    plan.installments.map((i) => {
      const invoice = invoices.find((v) => v.installment === i.index);
      return { ...i, invoice: invoice ? { status: invoice.status, amountPaid: invoice.amount_paid } : null };
    }),
  );
  if (state.paidNow && plan.step_id) {
    const done = await trx
      .selectFrom('form_submissions')
      .select('status')
      .where('project_id', '=', plan.project_id)
      .where('step_id', '=', plan.step_id)
      .where('status', '<>', 'draft')
      .executeTakeFirst();
    if (!done) {
      const project = await trx
        .selectFrom('projects')
        .select(['id', 'template_id'])
        .where('id', '=', plan.project_id)
        .executeTakeFirstOrThrow();
      await completeStageWithoutAnswers(trx, events, { id: project.id, templateId: project.template_id }, plan.step_id);
    }
  }
  if (state.allPaid && plan.status === 'open') {
    await trx
      .updateTable('payment_plans')
      .set({ status: 'paid', paid_at: sql`now()` })
      .where('id', '=', plan.id)
      .execute();
  }
}
