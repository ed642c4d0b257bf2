import { type Condition, type FormField, JOURNEY_MESSAGES, type StageDueRule, type V1Journey } from '@bloom/core';
import type { OwnerContext } from '../../../kernel/owner-context';
import { notFound } from '../../../kernel/service-error';
import { visibleTemplates } from '../../journeys';

/**
 * Journeys as the public API shows them: the built-ins and the workspace's own (the owner's
 * `visibleTemplates`, so the same rule decides), with their stages in order. A workspace has a
 * handful, so the list is one page.
 */
export async function listV1Journeys(ctx: OwnerContext): Promise<{ data: V1Journey[] }> {
  const templates = await visibleTemplates(ctx)
    .where('is_archived', '=', false)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { data: await withStages(ctx, templates) };
}

/** One journey, archived ones too (a client may still follow it); another workspace's is 404. */
export async function getV1Journey(ctx: OwnerContext, id: string): Promise<V1Journey> {
  const template = await visibleTemplates(ctx).where('id', '=', id).executeTakeFirst();
  const [journey] = template ? await withStages(ctx, [template]) : [];
  if (!journey) throw notFound(JOURNEY_MESSAGES.notFound);
  return journey;
}

interface TemplateRow {
  id: string;
  name: string;
  description: string | null;
  created_at: Date;
}

async function withStages(ctx: OwnerContext, templates: TemplateRow[]): Promise<V1Journey[]> {
  if (templates.length === 0) return [];
  const steps = await ctx.db
    .selectFrom('flow_steps')
    .select(['id', 'template_id', 'step_order', 'name', 'step_type', 'form_config', 'skip_logic', 'due_rule'])
    .where(
      'template_id',
      'in',
      templates.map((t) => t.id),
    )
    .where('deleted_at', 'is', null)
    .orderBy('step_order')
    .execute();
  return templates.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    stages: steps
      .filter((s) => s.template_id === t.id)
      .map((s) => ({
        id: s.id,
        order: s.step_order,
        name: s.name,
        type: s.step_type,
        // The journey's rules travel with it (saved through core's normalizeStages, so core's shapes).
        show_when: (s.skip_logic as Condition | null) ?? null,
        due: (s.due_rule as StageDueRule | null) ?? null,
        fields: (s.form_config as FormField[]).map(v1Field),
      })),
    created_at: t.created_at.toISOString(),
  }));
}

const v1Field = (f: FormField): V1Journey['stages'][number]['fields'][number] => ({
  id: f.id,
  type: f.type,
  label: f.label,
  required: f.required,
  ...(f.options ? { options: f.options } : {}),
  show_when: f.showWhen ?? null,
});
