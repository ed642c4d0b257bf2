import {
  portalUrl,
  type SubmissionStatus,
  type V1ActingContact,
  type V1Client,
  type V1StageOverdueEvent,
  type V1Submission,
  type V1Testimonial,
} from '@bloom/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { clientQuery } from '../../clients';
import { QUOTE_COLUMNS } from '../../testimonials';

/**
 * The public API's resources (core's public-api-schemas), read inside any transaction: the
 * answers of /api/v1 and the `data` of webhook events, so both always show the same shape. The
 * batch readers (`…sOf`) read many rows of `workspaceId` in one statement, in the order of the
 * ids asked, leaving out the ones there are none of (a foreign id is not found); the single
 * readers (`…Of`) are the batch ones with one id, null when there is none.
 */
type Reader = Kysely<Database>;

const iso = (d: Date) => d.toISOString();

/** `rows` in the order of `ids`, without the ids no row answered (a list page keeps its order). */
function inOrder<R extends { id: string }>(ids: readonly string[], rows: R[]): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Clients' rows of `workspaceId`, with what the public shape needs; the caller says which. */
export const v1ClientRows = (trx: Reader, workspaceId: string) =>
  clientQuery(trx, workspaceId).select([
    'p.updated_at',
    't.id as journey_id',
    (eb) =>
      eb
        .selectFrom('flow_steps as s')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('s.template_id', '=', 'p.template_id')
        .where('s.deleted_at', 'is', null)
        // Only the stages that apply to this client, as completed_stages counts.
        .where(sql<boolean>`NOT (p.skipped_step_ids ? s.id::text)`)
        .as('total_stages'),
  ]);

type V1ClientRow = Awaited<ReturnType<ReturnType<typeof v1ClientRows>['executeTakeFirstOrThrow']>>;

/**
 * A client as the API shows it. `origin` makes portal_url absolute; '' leaves it relative
 * (`/c/{token}`), which the webhook worker completes with the app origin before the first send
 * (services have no origin).
 */
export const toV1Client = (row: V1ClientRow, origin: string): V1Client => ({
  id: row.id,
  project_name: row.name,
  client_name: row.client_name,
  client_email: row.client_email,
  status: row.status,
  journey: row.journey_id && row.journey_name !== null ? { id: row.journey_id, name: row.journey_name } : null,
  completed_stages: row.current_step,
  total_stages: Number(row.total_stages ?? 0),
  portal_url: portalUrl(origin, row.share_token),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** Clients, in the order of `clientIds` (see toV1Client for `origin`). */
export async function v1ClientsOf(
  trx: Reader,
  workspaceId: string,
  clientIds: readonly string[],
  origin: string,
): Promise<V1Client[]> {
  if (clientIds.length === 0) return [];
  const rows = await v1ClientRows(trx, workspaceId).where('p.id', 'in', clientIds).execute();
  return inOrder(clientIds, rows).map((row) => toV1Client(row, origin));
}

export async function v1ClientOf(
  trx: Reader,
  workspaceId: string,
  clientId: string,
  origin: string,
): Promise<V1Client | null> {
  return (await v1ClientsOf(trx, workspaceId, [clientId], origin))[0] ?? null;
}

/** The contact `k` (left-joined) of a row, as `actingContact` reads it. */
const CONTACT_COLUMNS = ['k.id as contact_id', 'k.name as contact_name', 'k.email as contact_email'] as const;

/** Who acted in the portal; null for a row from before contacts, or whose contact was removed. */
const actingContact = (row: {
  contact_id: string | null;
  contact_name: string | null;
  contact_email: string | null;
}): V1ActingContact =>
  row.contact_id !== null && row.contact_name !== null
    ? { id: row.contact_id, name: row.contact_name, email: row.contact_email }
    : null;

/** A file answer is stored with its upload's details; the API shows its name. */
const publicAnswer = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'attachmentId' in value && 'name' in value
    ? (value as { name: unknown }).name
    : value;

/** Submitted answers (never drafts). */
export async function v1SubmissionsOf(
  trx: Reader,
  workspaceId: string,
  submissionIds: readonly string[],
): Promise<V1Submission[]> {
  if (submissionIds.length === 0) return [];
  const rows = await trx
    .selectFrom('form_submissions as f')
    .innerJoin('projects as p', 'p.id', 'f.project_id')
    .leftJoin('flow_steps as s', 's.id', 'f.step_id')
    // Whoever last sent these answers: the latest resubmission's contact, else the first sender.
    .leftJoin('client_contacts as k', (join) =>
      join.on(
        'k.id',
        '=',
        sql<string>`COALESCE((SELECT e.contact_id FROM submission_events e
          WHERE e.submission_id = f.id AND e.action = 'resubmitted' AND e.contact_id IS NOT NULL
          ORDER BY e.created_at DESC, e.id DESC LIMIT 1), f.submitted_by_contact_id)`,
      ),
    )
    .select([
      ...CONTACT_COLUMNS,
      'f.id',
      'f.project_id',
      'f.status',
      'f.response_data',
      'f.submitted_at',
      'f.updated_at',
      's.id as stage_id',
      's.name as stage_name',
      's.step_type as stage_type',
    ])
    .where('f.id', 'in', submissionIds)
    .where('p.workspace_id', '=', workspaceId)
    .where('f.status', '<>', 'draft')
    .$narrowType<{ status: SubmissionStatus }>()
    .execute();
  return inOrder(submissionIds, rows).map((row) => ({
    id: row.id,
    client_id: row.project_id,
    stage:
      row.stage_id && row.stage_name !== null && row.stage_type !== null
        ? { id: row.stage_id, name: row.stage_name, type: row.stage_type }
        : null,
    status: row.status,
    answers: Object.fromEntries(Object.entries(row.response_data ?? {}).map(([k, v]) => [k, publicAnswer(v)])),
    submitted_at: iso(row.submitted_at),
    updated_at: iso(row.updated_at),
    contact: actingContact(row),
  }));
}

/** A submitted answer (never a draft). */
export async function v1SubmissionOf(
  trx: Reader,
  workspaceId: string,
  submissionId: string,
): Promise<V1Submission | null> {
  return (await v1SubmissionsOf(trx, workspaceId, [submissionId]))[0] ?? null;
}

export async function v1TestimonialsOf(
  trx: Reader,
  workspaceId: string,
  testimonialIds: readonly string[],
): Promise<V1Testimonial[]> {
  if (testimonialIds.length === 0) return [];
  const rows = await trx
    .selectFrom('testimonials as t')
    .innerJoin('projects as p', 'p.id', 't.project_id')
    .leftJoin('client_contacts as k', 'k.id', 't.contact_id')
    .select([
      ...CONTACT_COLUMNS,
      't.id',
      't.project_id',
      ...QUOTE_COLUMNS,
      't.publish_permission',
      't.approval_status',
      't.created_at',
      't.approved_at',
    ])
    .where('t.id', 'in', testimonialIds)
    .where('p.workspace_id', '=', workspaceId)
    .execute();
  return inOrder(testimonialIds, rows).map((row) => ({
    id: row.id,
    client_id: row.project_id,
    quote: row.content,
    name: row.client_name,
    title: row.client_title,
    company: row.client_company,
    rating: row.rating,
    publish_permission: row.publish_permission,
    status: row.approval_status,
    created_at: iso(row.created_at),
    approved_at: row.approved_at ? iso(row.approved_at) : null,
    contact: actingContact(row),
  }));
}

export async function v1TestimonialOf(
  trx: Reader,
  workspaceId: string,
  testimonialId: string,
): Promise<V1Testimonial | null> {
  return (await v1TestimonialsOf(trx, workspaceId, [testimonialId]))[0] ?? null;
}

/** stage.overdue: the client, the stage past its date, and the date (YYYY-MM-DD on the client's clock). */
export async function v1StageOverdueOf(
  trx: Reader,
  workspaceId: string,
  clientId: string,
  stageId: string,
  dueOn: string,
  origin: string,
): Promise<V1StageOverdueEvent | null> {
  const [client, stage] = await Promise.all([
    v1ClientOf(trx, workspaceId, clientId, origin),
    trx.selectFrom('flow_steps').select(['id', 'name']).where('id', '=', stageId).executeTakeFirst(),
  ]);
  if (!client || !stage) return null;
  return { client, stage: { id: stage.id, name: stage.name }, due_on: dueOn };
}

/**
 * milestone.reached / journey.completed: the client, the stage reached, and the contact whose
 * answer (or last approval) completed it.
 */
export async function v1MilestoneOf(
  trx: Reader,
  workspaceId: string,
  clientId: string,
  stageId: string,
  origin: string,
) {
  const [client, stage, answer] = await Promise.all([
    v1ClientOf(trx, workspaceId, clientId, origin),
    trx.selectFrom('flow_steps').select(['id', 'name']).where('id', '=', stageId).executeTakeFirst(),
    trx
      .selectFrom('form_submissions as f')
      .leftJoin('client_contacts as k', 'k.id', 'f.submitted_by_contact_id')
      .select(CONTACT_COLUMNS)
      .where('f.project_id', '=', clientId)
      .where('f.step_id', '=', stageId)
      .executeTakeFirst(),
  ]);
  if (!client || !stage) return null;
  return { client, stage: { id: stage.id, name: stage.name }, contact: answer ? actingContact(answer) : null };
}
