import { CLIENT_MESSAGES, isUuid, SUBMISSION_MESSAGES, TESTIMONIAL_MESSAGES } from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import type { Router } from '../../platform/http/openapi';
import { requireOwnerOnce } from '../auth';
import { seesAssignedOnly } from './assignments';

/** Whether the row `id` of `table` belongs to a client assigned to the Member in `ctx`. */
const assigned = async (ctx: OwnerContext, table: 'projects' | 'form_submissions' | 'testimonials', id: string) => {
  const project =
    table === 'projects' ? sql`${id}::uuid` : sql`(SELECT project_id FROM ${sql.table(table)} WHERE id = ${id})`;
  const { rows } = await sql`
    SELECT 1 FROM client_assignments
    WHERE project_id = ${project} AND workspace_id = ${ctx.workspaceId} AND user_id = ${ctx.userId}`.execute(ctx.db);
  return rows.length > 0;
};

const GUARDED = [
  { prefix: '/api/clients', table: 'projects', message: CLIENT_MESSAGES.notFound },
  { prefix: '/api/submissions', table: 'form_submissions', message: SUBMISSION_MESSAGES.notFound },
  { prefix: '/api/testimonials', table: 'testimonials', message: TESTIMONIAL_MESSAGES.notFound },
] as const;

/**
 * A Member reaches only the clients assigned to them: every route under a client, a submission or
 * a testimonial id answers a Member 404 for anyone else's, exactly like an id of another workspace.
 * Registered before the areas' own routes (app.ts), so no route of theirs has to remember it; lists
 * filter with `assignedClientIds`.
 */
export function assignedOnlyGuards(app: Router, { db }: { db: Db }) {
  const owner = requireOwnerOnce(db);
  for (const { prefix, table, message } of GUARDED) {
    for (const path of [`${prefix}/:id`, `${prefix}/:id/*`]) {
      app.use(path, owner, async (c, next) => {
        const ctx = c.get('owner');
        const id = c.req.param('id') ?? '';
        // Not an id ('filters', 'counts'): the route itself answers, and filters its rows.
        if (seesAssignedOnly(ctx) && isUuid(id) && !(await assigned(ctx, table, id.toLowerCase()))) {
          throw notFound(message);
        }
        await next();
      });
    }
  }
}
