import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/database';
import { ensureWorkspace } from '../services/workspace/workspace-service';
import type { AppEnv } from './context';
import { unauthorized } from './errors';

/** Reads the session cookie once per request. */
export const loadSession =
  (auth: Auth): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set('user', session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null);
    await next();
  };

/** Owner routes: 401 without a session; the workspace always comes from the session. */
export const requireOwner =
  (db: Db): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    const workspace = await ensureWorkspace(db, user);
    c.set('owner', { db, userId: user.id, workspaceId: workspace.id });
    c.set('workspace', workspace);
    await next();
  };
