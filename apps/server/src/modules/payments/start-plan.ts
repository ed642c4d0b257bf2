import {
  choicesFor,
  defaultPaymentConfig,
  PAYMENT_MESSAGES as M,
  type PlanChoice,
  type PortalPaymentDto,
  paymentConfigProblem,
  planInstallments,
  quoteStage,
  resolveDueDate,
  type StagePaymentConfig,
} from '@bloom/core';
import { sql, type Transaction } from 'kysely';
import { badRequest, conflict, notFound } from '../../kernel/service-error';
import type { Database } from '../../platform/db/schema';
import { loadPortalPayment, lockJourney, type PortalProject } from '../portal';
import { dayIn, issueInvoice, lockPlan, type PlanRow } from './issue-invoice';
import type { PaymentServices } from './payment-services';
import { readPaymentAccount } from './payment-settings';
import { settleStage } from './settle-stage';

type Trx = Transaction<Database>;

/**
 * The client starts paying a payment stage (POST /api/portal/{token}/payments/{stageId}/plan):
 * only an open stage of their journey (404 / 409 locked), a payment stage that can be paid
 * (paymentConfigProblem), with the workspace's account active, and a choice the schedule offers.
 * The stage is priced and its installments frozen in a plan; the installments due now or on a
 * date are invoiced at once, a milestone's when it is reached (already reached: now too). The same
 * choice again answers the plan as it is; another choice replaces a plan nothing was paid on yet
 * (its invoices voided), and is refused once something was. With payments off on this server
 * (PAYMENTS_PROVIDER=none) every start is 409, nothing written.
 */
export async function startPlan(
  services: PaymentServices,
  token: string,
  project: PortalProject,
  stageId: string,
  choice: PlanChoice,
): Promise<PortalPaymentDto> {
  const { db, events } = services;
  await db.transaction().execute(async (trx) => {
    const journey = await lockJourney(trx, project);
    const stage = journey.openStage(stageId);
    if (stage.stepType !== 'payment') throw notFound(M.stageNotPayment);
    if (!services.provider.enabled) throw conflict(M.cannotPayNow);
    const step = await trx
      .selectFrom('flow_steps')
      .select(['name', 'payment'])
      .where('id', '=', stage.id)
      .executeTakeFirstOrThrow();
    const config = (step.payment as StagePaymentConfig | null) ?? defaultPaymentConfig(step.name);

    const existing = await trx
      .selectFrom('payment_plans')
      .select(['id', 'choice'])
      .where('project_id', '=', project.id)
      .where('step_id', '=', stage.id)
      .where('status', '<>', 'voided')
      .forUpdate()
      .executeTakeFirst();
    if (existing?.choice === choice) return;
    if (!choicesFor(config.schedule).includes(choice)) throw badRequest(M.choiceNotOffered);

    const account = await readPaymentAccount(trx, services.provider, project.workspaceId);
    if (account.status !== 'active') throw conflict(M.cannotPayNow);
    const problem = paymentConfigProblem(
      config,
      account.business,
      journey.stages.map((s) => s.id),
    );
    if (problem) throw conflict(problem);
    if (existing) await replacePlan(trx, existing.id);

    const quote = quoteStage(config, account.business);
    const installments = planInstallments(config.schedule, quote, choice);
    const created = await trx
      .insertInto('payment_plans')
      .values({
        workspace_id: project.workspaceId,
        project_id: project.id,
        step_id: stage.id,
        choice,
        currency: quote.currency,
        title: config.title,
        quote: JSON.stringify(quote),
        installments: JSON.stringify(installments),
        total: quote.total,
        created_by_contact_id: project.contact.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const plan = (await lockPlan(trx, created.id)) as PlanRow;
    const timeZone = await trx
      .selectFrom('workspaces')
      .select('timezone')
      .where('id', '=', project.workspaceId)
      .executeTakeFirstOrThrow();
    const startedOn = dayIn(timeZone.timezone);
    const reached = new Set(journey.stages.filter((s) => s.completed).map((s) => s.id));
    for (const installment of installments) {
      const rule = installment.due;
      // A balance waiting for a milestone already reached is invoiced now, due from today.
      const approvedOn = rule.on === 'milestone' && reached.has(rule.stageId) ? startedOn : undefined;
      const dueOn = resolveDueDate(rule, {
        startedOn,
        termsDays: account.business.paymentTermsDays,
        ...(approvedOn ? { milestoneApprovedOn: approvedOn } : {}),
      });
      if (dueOn !== null) await issueInvoice(trx, events, plan, installment.index, dueOn);
    }
    // A plan with nothing due now (every installment dated later) already counts the stage as done.
    await settleStage(trx, events, plan.id);
  });
  const answer = await loadPortalPayment(db, token, project.id, stageId, services.provider.enabled);
  if (!answer) throw notFound(M.stageNotPayment);
  return answer;
}

/**
 * Another choice for a plan: refused once any of its invoices took money; otherwise its open
 * invoices are voided and the plan makes way (a checkout still open for one of them that is paid
 * later is kept and flagged, like any payment of a voided invoice).
 */
async function replacePlan(trx: Trx, planId: string): Promise<void> {
  const started = await trx
    .selectFrom('invoices as i')
    .leftJoin('payments as y', 'y.invoice_id', 'i.id')
    .select('i.id')
    .where('i.plan_id', '=', planId)
    .where((eb) => eb.or([eb('i.status', '=', 'paid'), eb('i.amount_paid', '>', 0), eb('y.status', '=', 'succeeded')]))
    .limit(1)
    .executeTakeFirst();
  if (started) throw conflict(M.planExists);
  await trx
    .updateTable('invoices')
    .set({ status: 'void', voided_at: sql`now()`, void_reason: M.choiceChanged })
    .where('plan_id', '=', planId)
    .where('status', '=', 'open')
    .execute();
  await trx.updateTable('payment_plans').set({ status: 'voided' }).where('id', '=', planId).execute();
}
