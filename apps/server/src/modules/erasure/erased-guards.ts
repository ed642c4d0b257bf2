import { CLIENT_MESSAGES, isUuid } from '@bloom/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../kernel/context';
import { notFound } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import type { Router } from '../../platform/http/openapi';
import { requireOwnerOnce } from '../auth';

/** Whether `id` is a client whose personal data was erased (its tombstone). */
async function isErased(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', id)
    .where('erased_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Answers 404 for an erased client's id: every route under it answers as for an id that never
 * existed. The client's history, which shows the erasure record, is the one exception.
 */
export const erasedClient404 =
  (db: Db): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const id = c.req.param('id') ?? '';
    if (isUuid(id) && !c.req.path.endsWith('/history') && (await isErased(db, id.toLowerCase()))) {
      throw notFound(CLIENT_MESSAGES.notFound);
    }
    await next();
  };

/**
 * The owner API's client routes (after the session, so a stranger still gets 401). Registered
 * before the areas' routes (app.ts), like the assigned-only guard, so no route has to remember it.
 */
export function erasedClientGuards(app: Router, { db }: { db: Db }) {
  const owner = requireOwnerOnce(db);
  const guard = erasedClient404(db);
  for (const path of ['/api/clients/:id', '/api/clients/:id/*']) app.use(path, owner, guard);
}
