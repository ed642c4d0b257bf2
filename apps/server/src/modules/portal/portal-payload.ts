import {
  type Answers,
  type Condition,
  displayFileName,
  type FormField,
  type Phase,
  type PortalDeliverableDto,
  type PortalResponse,
  type PortalStageDto,
  type PortalSubmissionDto,
  type StagePaymentConfig,
  type StepType,
  uploadTypeForMime,
} from '@bloom/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { reviewDto } from '../deliverables';
import { builtinJourneysVersion } from '../journeys';
import {
  type BrandingRow,
  type ContactColumns,
  type PortalProject,
  requireTokenShape,
  toPortalProject,
} from './portal-access';
import { type AgreementJson, currentAgreementsColumn, portalAgreementDto } from './portal-agreement';
import { type PaymentsJson, paymentsColumn, portalPaymentDto } from './portal-payment';
import { storedCondition, storedFields, visibilityOf } from './stage-visibility';

/** Same-origin path of a file as the portal downloads it (the token is the key). */
export const portalFilePath = (token: string, attachmentId: string) =>
  `/api/portal/${encodeURIComponent(token)}/files/${attachmentId}`;

interface StageJson {
  id: string;
  order: number;
  stepType: StepType;
  phase: Phase;
  name: string;
  description: string | null;
  fields: FormField[];
  /** The stage's own condition (`skip_logic`), read as one when cached (storedCondition). */
  showWhen: Condition | null;
  /** A payment stage's config (issue 35); null elsewhere. */
  payment: StagePaymentConfig | null;
}
interface SubmissionJson {
  stepId: string;
  status: PortalSubmissionDto['status'];
  answers: Answers;
  submittedAt: string;
  updatedAt: string;
  changesComment: string | null;
}
interface ItemJson {
  id: string;
  type: 'file' | 'link';
  url: string | null;
  linkTitle: string | null;
  attachmentId: string | null;
  name: string | null;
  size: number | null;
  mimeType: string | null;
}
interface DeliverableJson {
  id: string;
  stepId: string;
  title: string;
  description: string | null;
  createdAt: string;
  items: ItemJson[];
  review: { decision: 'approved' | 'changes_requested'; comment: string | null; decidedAt: string } | null;
}
interface PayloadRow extends BrandingRow, ContactColumns {
  id: string | null;
  workspace_id: string;
  template_id: string | null;
  client_name: string;
  project_name: string;
  status: string;
  password_hash: string | null;
  intro_text: string | null;
  journey_name: string | null;
  journey_intro: string | null;
  misses: number | null;
  /** The workspace's data version (migration 031): the portal page is kept at it. */
  data_version: string | null;
  /**
   * `{template_id}@{updated_at}`, and `@{built-ins' version}` for a built-in (re-seeding keeps its
   * `updated_at`): names the journey's stages as they are now. Null without a journey.
   */
  journey_key: string | null;
  /** Null when the statement was told this token's journey is cached here unchanged. */
  stages: StageJson[] | null;
  submissions: SubmissionJson[] | null;
  deliverables: DeliverableJson[] | null;
  /** Each agreement stage's newest version sent to this client (issue 34). */
  agreements: AgreementJson[] | null;
  /** The workspace's payment settings and this client's live payment plans (issue 35). */
  payments: PaymentsJson;
  /** This client's due date per stage ('YYYY-MM-DD'), kept in stage_due_dates; stages without one absent. */
  due_dates: Record<string, string> | null;
}

/**
 * Everything the portal page shows, in one SQL statement (one round trip): the project of the
 * token's contact (any contact's own link opens it) with who that contact is, its workspace's
 * branding, the journey's live stages, this client's answers and drafts, the deliverables of
 * its stages with their items and the client's latest decision, and each agreement stage's
 * current agreement with its signers as this contact sees them. The address's
 * recent misses ride along for the token-guessing limit. `authorize` runs before anything is
 * shaped (the password check), with no further query.
 */
export async function loadPortalPage(
  db: Db,
  token: string,
  opts: {
    missKey: string;
    missLimit: number;
    recordMiss: () => Promise<void>;
    authorize: (project: PortalProject) => void;
    maxUploadBytes: number;
    /** False when this server takes no payments (PAYMENTS_PROVIDER=none): no stage can be paid. */
    paymentsEnabled: boolean;
  },
): Promise<PortalResponse> {
  await requireTokenShape(token, opts.recordMiss);
  let row = await queryPage(db, token, opts.missKey, journeyOfToken.get(token) ?? '');
  const project = await toPortalProject(row, opts.missLimit, opts.recordMiss);
  opts.authorize(project);
  let stageRows = journeyStages(token, row);
  if (!stageRows) {
    // This process dropped the cached stages since the hint was sent: ask again without it.
    row = await queryPage(db, token, opts.missKey, '');
    stageRows = journeyStages(token, row) ?? [];
  }

  const submissions = new Map((row.submissions ?? []).map((s) => [s.stepId, s]));
  const deliverables = new Map<string, PortalDeliverableDto[]>();
  for (const d of row.deliverables ?? []) {
    const onStage = deliverables.get(d.stepId);
    if (onStage) onStage.push(deliverableDto(token, d));
    else deliverables.set(d.stepId, [deliverableDto(token, d)]);
  }
  const agreements = new Map((row.agreements ?? []).map((a) => [a.stepId, a]));
  // Which stages apply follows from the submitted answers (drafts do not count), as on every write.
  const submitted = new Map(
    [...submissions.values()].filter((s) => s.status !== 'draft').map((s) => [s.stepId, s.answers]),
  );
  const visibility = visibilityOf(stageRows, (id) => submitted.get(id));
  // A stage's own condition stays here: the page gets `applies`, decided by the server.
  const stages: PortalStageDto[] = stageRows.map(({ payment, showWhen: _, ...s }, i) => {
    if (!visibility[i]?.applies) return notApplicableStage(s);
    const stage = {
      ...s,
      applies: true,
      dueOn: row.due_dates?.[s.id] ?? null,
      submission: submissionDto(submissions.get(s.id)),
      deliverables: deliverables.get(s.id) ?? [],
    };
    // Done when every installment due now is paid: the payment writes the stage's submission.
    if (s.stepType === 'payment') {
      return {
        ...stage,
        payment: portalPaymentDto(
          token,
          { id: s.id, name: s.name, payment },
          stageRows,
          row.payments,
          opts.paymentsEnabled,
        ),
      };
    }
    if (s.stepType !== 'agreement') return stage;
    const agreement = agreements.get(s.id);
    // Completed when its agreement is: the completion writes the stage's submission.
    return { ...stage, agreement: agreement ? portalAgreementDto(token, agreement) : null };
  });
  return {
    branding: project.branding,
    client: {
      clientName: row.client_name,
      projectName: row.project_name,
      status: row.status === 'completed' ? 'completed' : 'active',
    },
    contact: { name: project.contact.name, role: project.contact.role },
    introHtml: row.intro_text?.trim() ? row.intro_text : (row.journey_intro ?? null),
    journey: row.journey_key ? { name: row.journey_name ?? '' } : null,
    stages,
    completedCount: stages.filter((s) => s.applies && s.submission && s.submission.status !== 'draft').length,
    maxUploadBytes: opts.maxUploadBytes,
  };
}

/** A timestamptz as `Date#toISOString` writes it (UTC, milliseconds cut). */
const isoText = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The one statement, answering one JSON object (one column to parse); `known` is the journey key
 * whose stages this process holds for the token. Dates come formatted as `toISOString` does.
 */
async function queryPage(db: Db, token: string, missKey: string, known: string): Promise<PayloadRow> {
  const { rows } = await sql<{ page: PayloadRow }>`
    SELECT json_build_object('id', p.id, 'workspace_id', p.workspace_id, 'template_id', p.template_id,
      'client_name', p.client_name, 'project_name', p.name, 'status', p.status, 'password_hash', p.password_hash,
      'intro_text', p.intro_text, 'workspace_name', w.name, 'logo_url', w.logo_url, 'primary_color', w.primary_color,
      'accent_color', w.accent_color, 'calendly_url', w.calendly_url, 'timezone', w.timezone,
      'journey_name', t.name, 'journey_intro', t.intro_text, 'contact_id', c.id, 'contact_name', c.name,
      'contact_role', c.role, 'contact_primary', c.is_primary, 'data_version', w.data_version::text,
      'misses', (SELECT r.count FROM rate_limits r WHERE r.key = ${missKey} AND r.reset_at > now()),
      'journey_key', k.key,
      'stages', CASE WHEN k.key = ${known} THEN NULL ELSE
      (SELECT coalesce(json_agg(json_build_object('id', s.id, 'order', s.step_order, 'stepType', s.step_type,
          'phase', s.phase, 'name', s.name, 'description', s.description, 'fields', s.form_config,
          'showWhen', s.skip_logic, 'payment', s.payment)
          ORDER BY s.step_order, s.id), '[]')
        FROM flow_steps s WHERE s.template_id = p.template_id AND s.deleted_at IS NULL) END,
      'submissions', (SELECT json_agg(json_build_object('stepId', f.step_id, 'status', f.status,
          'answers', f.response_data, 'submittedAt', ${isoText('f.submitted_at')},
          'updatedAt', ${isoText('f.updated_at')},
          'changesComment', CASE WHEN f.status = 'changes_requested' THEN (SELECT e.comment FROM submission_events e
            WHERE e.submission_id = f.id AND e.action = 'changes_requested' ORDER BY e.created_at DESC, e.id DESC LIMIT 1) END))
        FROM form_submissions f WHERE f.project_id = p.id AND f.step_id IS NOT NULL),
      'deliverables', (SELECT json_agg(json_build_object('id', d.id, 'stepId', d.step_id, 'title', d.title,
          'description', d.description, 'createdAt', ${isoText('d.created_at')},
          'items', (SELECT coalesce(json_agg(json_build_object('id', i.id, 'type', i.item_type, 'url', i.url,
                'linkTitle', i.link_title, 'attachmentId', a.id, 'name', a.original_filename,
                'size', a.file_size, 'mimeType', a.mime_type) ORDER BY i.display_order, i.created_at, i.id), '[]')
              FROM deliverable_items i LEFT JOIN attachments a ON a.id = i.attachment_id
              WHERE i.deliverable_id = d.id),
          'review', (SELECT json_build_object('decision', v.decision, 'comment', v.comment,
                'decidedAt', ${isoText('v.created_at')})
              FROM deliverable_reviews v WHERE v.deliverable_id = d.id ORDER BY v.created_at DESC, v.id DESC LIMIT 1))
          ORDER BY d.display_order, d.created_at, d.id)
        FROM deliverables d WHERE d.project_id = p.id AND d.step_id IS NOT NULL),
      'agreements', ${currentAgreementsColumn}, 'payments', ${paymentsColumn},
      'due_dates', (SELECT json_object_agg(dd.step_id, to_char(dd.due_on, 'YYYY-MM-DD'))
        FROM stage_due_dates dd WHERE dd.project_id = p.id AND dd.due_on IS NOT NULL)) AS page
    FROM (VALUES (1)) AS one (x)
    LEFT JOIN client_contacts c ON c.share_token = ${token}
    LEFT JOIN projects p ON p.id = c.project_id AND p.erased_at IS NULL
    LEFT JOIN workspaces w ON w.id = p.workspace_id
    LEFT JOIN flow_templates t ON t.id = p.template_id
    CROSS JOIN LATERAL (SELECT p.template_id || '@' || t.updated_at::text
      || CASE WHEN t.workspace_id IS NULL THEN '@' || ${builtinJourneysVersion} ELSE '' END AS key) k`.execute(db);
  return (rows[0] as { page: PayloadRow }).page;
}

/**
 * The stages of a journey change only when the journey is saved, which moves its `updated_at`;
 * every portal visit asks for them again otherwise. This process keeps the stages of the journeys
 * it served (by `{template}@{updated_at}`) and which journey each token had, and tells the next
 * statement for that token to skip the stages when their key is unchanged: a page load then reads
 * a fifth of the rows (docs/decisions/014). A changed key simply returns the stages again. A
 * built-in's key names the built-ins' version, so a re-seed by any instance changes it here too.
 */
const MAX_CACHED = 2000;
const stagesByKey = new Map<string, StageJson[]>();
const journeyOfToken = new Map<string, string>();

function remember<K, V>(map: Map<K, V>, key: K, value: V) {
  if (map.size >= MAX_CACHED && !map.has(key)) map.delete(map.keys().next().value as K);
  map.set(key, value);
}

/** The row's stages, or the cached ones it skipped; null when they were skipped but are gone here. */
function journeyStages(token: string, row: PayloadRow): StageJson[] | null {
  if (!row.journey_key) return [];
  if (row.stages) {
    // Conditions are read once per journey version: one that is not a condition reads as none.
    const stages = row.stages.map((s) => ({
      ...s,
      fields: storedFields(s.fields),
      showWhen: storedCondition(s.showWhen),
    }));
    remember(stagesByKey, row.journey_key, stages);
    remember(journeyOfToken, token, row.journey_key);
    return stages;
  }
  const cached = stagesByKey.get(row.journey_key);
  if (!cached) journeyOfToken.delete(token);
  return cached ?? null;
}

/**
 * A stage that does not apply to this client, as a stub: no name, no answers, nothing shared;
 * only its field ids, so that a later condition still finds the field it names (and reads it
 * as unanswered, as the server does).
 */
function notApplicableStage(s: Omit<StageJson, 'payment' | 'showWhen'>): PortalStageDto {
  return {
    id: s.id,
    order: s.order,
    stepType: s.stepType,
    phase: s.phase,
    name: '',
    description: null,
    fields: s.fields.map((f) => ({ id: f.id, type: 'text', label: '', required: false })),
    submission: null,
    deliverables: [],
    applies: false,
    dueOn: null,
  };
}

function submissionDto(s: SubmissionJson | undefined): PortalSubmissionDto | null {
  if (!s) return null;
  return {
    status: s.status,
    changesComment: s.changesComment ?? null,
    answers: s.answers,
    submittedAt: s.submittedAt,
    updatedAt: s.updatedAt,
  };
}

function deliverableDto(token: string, d: DeliverableJson): PortalDeliverableDto {
  const items = d.items.map((i) => ({
    id: i.id,
    type: i.type,
    url: i.type === 'link' ? i.url : null,
    linkTitle: i.linkTitle,
    file:
      i.type === 'file' && i.attachmentId
        ? {
            name: displayFileName(i.name ?? 'file'),
            size: Number(i.size ?? 0),
            mimeType: i.mimeType ?? 'application/octet-stream',
            url: portalFilePath(token, i.attachmentId),
            isImage:
              uploadTypeForMime(i.mimeType ?? '')?.kind === 'image' &&
              (uploadTypeForMime(i.mimeType ?? '')?.inline ?? false),
          }
        : null,
  }));
  return {
    id: d.id,
    title: d.title,
    description: d.description,
    type: items[0]?.type ?? 'note',
    items,
    createdAt: d.createdAt,
    review: reviewDto(d.review),
  };
}
