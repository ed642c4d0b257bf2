import { CLIENT_MESSAGES, type FormField, stageFields, summarizeAnswers } from '@bloom/core';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import { assignedClientIds, seesAssignedOnly } from '../team';

/**
 * The client's own rows for the export: the client, its contacts and every submission with its
 * answers labelled by the stage's questions. Scoped like every owner read: this workspace, a
 * Member's assigned clients only, never an erased client (all three answer 404).
 */

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

export async function exportableClient(ctx: OwnerContext, id: string) {
  const row = await ctx.db
    .selectFrom('projects as p')
    .leftJoin('flow_templates as t', 't.id', 'p.template_id')
    .select([
      'p.id',
      'p.name',
      'p.client_name',
      'p.client_email',
      'p.status',
      'p.current_step',
      'p.created_at',
      'p.updated_at',
      'p.completed_at',
      'p.portal_first_opened_at',
      'p.portal_last_seen_at',
      'p.client_timezone',
      'p.reminders_off',
      'p.reminder_interval_days',
      'p.last_reminder_at',
      'p.email_unsubscribed_at',
      'p.email_bounced_at',
      'p.invitation_sent_at',
      'p.share_token',
      't.name as journey_name',
    ])
    .where('p.id', '=', id)
    .where('p.workspace_id', '=', ctx.workspaceId)
    .where('p.erased_at', 'is', null)
    .$if(seesAssignedOnly(ctx), (q) => q.where('p.id', 'in', assignedClientIds(ctx)))
    .executeTakeFirst();
  if (!row) throw notFound(CLIENT_MESSAGES.notFound);
  return row;
}

export type ExportableClient = Awaited<ReturnType<typeof exportableClient>>;

/** client.json: what the business keeps about the client (not the portal's secret link). */
export const clientJson = (c: ExportableClient) => ({
  id: c.id,
  name: c.client_name,
  email: c.client_email,
  project: c.name,
  status: c.status,
  journey: c.journey_name ? { name: c.journey_name, currentStep: c.current_step } : null,
  createdAt: iso(c.created_at),
  updatedAt: iso(c.updated_at),
  completedAt: iso(c.completed_at),
  invitationSentAt: iso(c.invitation_sent_at),
  portalFirstOpenedAt: iso(c.portal_first_opened_at),
  portalLastSeenAt: iso(c.portal_last_seen_at),
  timeZone: c.client_timezone,
  reminders: { off: c.reminders_off, intervalDays: c.reminder_interval_days, lastSentAt: iso(c.last_reminder_at) },
  emailUnsubscribedAt: iso(c.email_unsubscribed_at),
  emailBouncedAt: iso(c.email_bounced_at),
});

export async function contactRows(ctx: OwnerContext, projectId: string) {
  return ctx.db
    .selectFrom('client_contacts')
    .select([
      'id',
      'name',
      'email',
      'role',
      'is_primary',
      'share_token',
      'created_at',
      'invitation_sent_at',
      'email_unsubscribed_at',
      'email_bounced_at',
      'portal_last_seen_at',
    ])
    .where('project_id', '=', projectId)
    .orderBy('is_primary', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export type ContactRow = Awaited<ReturnType<typeof contactRows>>[number];

export const contactsJson = (rows: ContactRow[]) =>
  rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    primary: r.is_primary,
    addedAt: iso(r.created_at),
    invitationSentAt: iso(r.invitation_sent_at),
    emailUnsubscribedAt: iso(r.email_unsubscribed_at),
    emailBouncedAt: iso(r.email_bounced_at),
    portalLastSeenAt: iso(r.portal_last_seen_at),
  }));

/** One submission as answers.json writes it: every question of its stage, in the form's order. */
export interface AnswerSet {
  id: string;
  stage: string | null;
  status: string;
  draft: boolean;
  submittedBy: string | null;
  submittedAt: string | null;
  updatedAt: string | null;
  reviewedAt: string | null;
  answers: { question: string; answer: string; value: unknown }[];
}

export async function answerSets(ctx: OwnerContext, projectId: string): Promise<AnswerSet[]> {
  const rows = await ctx.db
    .selectFrom('form_submissions as f')
    .leftJoin('flow_steps as s', 's.id', 'f.step_id')
    .select([
      'f.id',
      'f.status',
      'f.response_data',
      'f.submitted_at',
      'f.updated_at',
      'f.reviewed_at',
      'f.submitted_by_contact_name',
      's.name as stage',
      's.step_type',
      's.step_order',
      's.form_config',
    ])
    .where('f.project_id', '=', projectId)
    .orderBy('s.step_order')
    .orderBy('f.submitted_at')
    .orderBy('f.id')
    .execute();
  return rows.map((r) => {
    const data = (r.response_data ?? {}) as Record<string, unknown>;
    const config = Array.isArray(r.form_config) ? (r.form_config as unknown[]) : [];
    const fields = stageFields({
      stepType: r.step_type ?? '',
      fields: config.filter((f): f is FormField => typeof (f as { id?: unknown })?.id === 'string'),
    });
    const { fields: labelled } = summarizeAnswers(data, fields, Number.POSITIVE_INFINITY);
    const draft = r.status === 'draft';
    return {
      id: r.id,
      stage: r.stage,
      status: r.status,
      draft,
      submittedBy: r.submitted_by_contact_name,
      submittedAt: draft ? null : iso(r.submitted_at),
      updatedAt: iso(r.updated_at),
      reviewedAt: iso(r.reviewed_at),
      answers: labelled.map((a) => ({ question: a.label, answer: a.value, value: data[a.fieldId] ?? null })),
    };
  });
}
