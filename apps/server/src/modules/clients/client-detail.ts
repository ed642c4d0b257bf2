import { CLIENT_MESSAGES, type ClientDetailDto, progressPercent, stepProgressRows } from '@bloom/core';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import { assigneesColumn, clientQuery, toClientBase } from './client-cards';

/** A client of this workspace with its journey, progress rows and counts, in two statements. */
export async function getClient(ctx: OwnerContext, id: string): Promise<ClientDetailDto> {
  const row = await clientQuery(ctx.db, ctx.workspaceId)
    .select((eb) => [
      'p.password_hash',
      'p.updated_at',
      'p.intro_text',
      't.description as journey_description',
      't.intro_text as journey_intro',
      'p.email_unsubscribed_at',
      'p.skipped_step_ids',
      eb
        .selectFrom('deliverables as d')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('d.project_id', '=', 'p.id')
        .as('deliverable_count'),
      assigneesColumn.as('assignees'),
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(CLIENT_MESSAGES.notFound);

  // The stages that apply to this client: current_step counts only those, in journey order.
  const skipped = new Set(Array.isArray(row.skipped_step_ids) ? row.skipped_step_ids : []);
  const steps = row.template_id
    ? (
        await ctx.db
          .selectFrom('flow_steps')
          .select(['id', 'step_order', 'name', 'step_type'])
          .where('template_id', '=', row.template_id)
          .where('deleted_at', 'is', null)
          .orderBy('step_order')
          .execute()
      ).filter((s) => !skipped.has(s.id))
    : [];
  const journey =
    row.template_id && row.journey_name
      ? {
          id: row.template_id,
          name: row.journey_name,
          description: row.journey_description ?? null,
          introText: row.journey_intro ?? null,
        }
      : null;

  return {
    ...toClientBase(row),
    hasPassword: row.password_hash !== null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    customIntroText: row.intro_text,
    welcomeHtml: row.intro_text ?? journey?.introText ?? null,
    journey,
    currentStep: row.current_step,
    stepCount: steps.length,
    progressPercent: progressPercent(row.current_step, steps.length),
    steps: stepProgressRows(
      steps.map((s) => ({ id: s.id, stepOrder: s.step_order, name: s.name, stepType: s.step_type })),
      row.current_step,
    ),
    submissionCount: row.submission_count,
    deliverableCount: Number(row.deliverable_count ?? 0),
    emailUnsubscribedAt: row.email_unsubscribed_at?.toISOString() ?? null,
    assignees: row.assignees,
  };
}
