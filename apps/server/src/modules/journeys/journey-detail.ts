import {
  defaultAgreementConfig,
  defaultPaymentConfig,
  JOURNEY_MESSAGES,
  type JourneyDto,
  type JourneyStepDto,
  type StageAgreementConfig,
  type StagePaymentConfig,
} from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';

/** A stage as the statement builds it: its agreement and payment as saved (null when never set). */
type StepJson = Omit<JourneyStepDto, 'agreement' | 'payment'> & {
  agreement: StageAgreementConfig | null;
  payment: StagePaymentConfig | null;
};

const ISO = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

/**
 * One journey (a built-in or the workspace's own) with its stages, their slots, each stage's
 * submissions and the journey's clients in this workspace: one statement, built as JSON by
 * PostgreSQL (it was five round trips: docs/decisions/010-measured-speed.md). Dates are
 * formatted as `toISOString` writes them (UTC, milliseconds cut). Another workspace's journey
 * reads as an unknown one.
 */
export async function getJourney({ db, workspaceId }: OwnerContext, id: string): Promise<JourneyDto> {
  const { rows } = await sql<{ journey: Omit<JourneyDto, 'steps'> & { steps: StepJson[] } }>`
    SELECT json_build_object('id', t.id, 'workspaceId', t.workspace_id,
        'origin', CASE WHEN t.workspace_id IS NULL THEN 'builtin' ELSE 'workspace' END,
        'name', t.name, 'description', t.description, 'isDefault', t.is_default, 'isArchived', t.is_archived,
        'createdAt', to_char(t.created_at AT TIME ZONE 'UTC', ${ISO}),
        'updatedAt', to_char(t.updated_at AT TIME ZONE 'UTC', ${ISO}),
        'introText', t.intro_text, 'usageCount', u.total, 'activeClients', u.active,
        'steps', COALESCE((SELECT json_agg(json_build_object('id', s.id, 'stepOrder', s.step_order,
            'stepType', s.step_type, 'phase', s.phase, 'name', s.name, 'description', s.description,
            'formConfig', s.form_config,
            'deliverableSlots', COALESCE((SELECT json_agg(json_build_object('id', d.id, 'slotType', d.slot_type,
                'label', d.label, 'description', d.description, 'isRequired', d.is_required,
                'displayOrder', d.display_order) ORDER BY d.display_order, d.id)
              FROM deliverable_slots d WHERE d.step_id = s.id), '[]'::json),
            'agreement', s.agreement, 'payment', s.payment, 'showWhen', s.skip_logic, 'due', s.due_rule,
            'submissionCount', (SELECT count(*) FROM form_submissions f JOIN projects p ON p.id = f.project_id
              WHERE f.step_id = s.id AND p.workspace_id = ${workspaceId})) ORDER BY s.step_order)
          FROM flow_steps s WHERE s.template_id = t.id AND s.deleted_at IS NULL), '[]'::json)) AS journey
    FROM flow_templates t,
      LATERAL (SELECT count(*) AS total, count(*) FILTER (WHERE status = 'active') AS active
        FROM projects WHERE workspace_id = ${workspaceId} AND template_id = t.id) u
    WHERE t.id = ${id} AND (t.workspace_id = ${workspaceId} OR t.workspace_id IS NULL)`.execute(db);
  const journey = rows[0]?.journey;
  if (!journey) throw notFound(JOURNEY_MESSAGES.notFound);
  return {
    ...journey,
    // Saved through normalizeStages, so these are core's shapes; a stage of the kind never set up reads blank.
    steps: journey.steps.map((s) => ({
      ...s,
      agreement: s.stepType === 'agreement' ? (s.agreement ?? defaultAgreementConfig(s.name)) : null,
      payment: s.stepType === 'payment' ? (s.payment ?? defaultPaymentConfig(s.name)) : null,
    })),
  };
}
