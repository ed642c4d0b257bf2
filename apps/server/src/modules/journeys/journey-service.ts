import { ERROR_CODES, JOURNEY_MESSAGES, type JourneyDto } from '@bloom/core';
import type { Selectable } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { ServiceError } from '../../kernel/service-error';
import type { FlowTemplatesTable } from '../../platform/db/schema';
import { getJourney } from './journey-detail';
import { findTemplate } from './journey-queries';

/** Built-ins are shared by every workspace: read-only, copy them to change them. */
export function assertEditable(row: Selectable<FlowTemplatesTable>) {
  if (row.is_default || row.workspace_id === null)
    throw new ServiceError(ERROR_CODES.BUILTIN_READ_ONLY, JOURNEY_MESSAGES.builtinReadOnly);
}

export async function createJourney(
  ctx: OwnerContext,
  input: { name: string; description?: string | null },
): Promise<JourneyDto> {
  const row = await ctx.db
    .insertInto('flow_templates')
    .values({ workspace_id: ctx.workspaceId, name: input.name, description: input.description || null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return getJourney(ctx, row.id);
}

/**
 * Deletes a workspace journey. Its clients stay (projects.template_id is set null), and so do
 * their submissions and deliverables (their step_id is set null when the stages go).
 */
export async function deleteJourney(ctx: OwnerContext, id: string): Promise<{ name: string }> {
  const row = await findTemplate(ctx, id);
  assertEditable(row);
  await ctx.db.deleteFrom('flow_templates').where('id', '=', id).where('workspace_id', '=', ctx.workspaceId).execute();
  return { name: row.name };
}
