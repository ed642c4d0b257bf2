import { type Installment, resolveDueDate } from '@bloom/core';
import type { DomainEvents, Events, EventTrx, Subscriptions } from '../../kernel/events';
import { dayIn, issueInvoice, lockPlan } from './issue-invoice';

/**
 * A milestone reached (its form submitted, or its deliverables approved): the balances waiting
 * for it are invoiced, due the workspace's payment terms from today. Both events of one approval
 * arrive; the second finds the invoice issued and does nothing.
 */
export async function issueMilestoneInvoices(
  trx: EventTrx,
  events: Events,
  { clientId, stageId }: DomainEvents['milestone.reached'],
): Promise<void> {
  const plans = await trx
    .selectFrom('payment_plans')
    .select(['id', 'installments'])
    .where('project_id', '=', clientId)
    .where('status', '=', 'open')
    .execute();
  const waiting = plans.filter((p) =>
    (p.installments as Installment[]).some((i) => i.due.on === 'milestone' && i.due.stageId === stageId),
  );
  if (waiting.length === 0) return;
  const workspace = await trx
    .selectFrom('projects as p')
    .innerJoin('workspaces as w', 'w.id', 'p.workspace_id')
    .leftJoin('payment_settings as s', 's.workspace_id', 'p.workspace_id')
    .select(['w.timezone', 's.payment_terms_days'])
    .where('p.id', '=', clientId)
    .executeTakeFirstOrThrow();
  const today = dayIn(workspace.timezone);
  for (const { id } of waiting) {
    const plan = await lockPlan(trx, id);
    if (plan?.status !== 'open') continue;
    for (const installment of plan.installments) {
      const rule = installment.due;
      if (rule.on !== 'milestone' || rule.stageId !== stageId) continue;
      const dueOn = resolveDueDate(rule, {
        startedOn: today,
        termsDays: workspace.payment_terms_days ?? 14,
        milestoneApprovedOn: today,
      });
      if (dueOn !== null) await issueInvoice(trx, events, plan, installment.index, dueOn);
    }
  }
}

/**
 * The payments area's reactions (registered in app.ts beside the others'). `events` is the app's
 * own hook, read when a reaction runs: issuing an invoice publishes `invoice.issued` in turn.
 */
export function paymentSubscriptions(events: () => Events): Subscriptions {
  const issue = (trx: EventTrx, event: DomainEvents['milestone.reached']) =>
    issueMilestoneInvoices(trx, events(), event);
  return { 'milestone.reached': issue, 'deliverables.approved': issue };
}
