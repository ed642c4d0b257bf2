import { meResponseSchema, resetLinkQuerySchema, resetLinkValidSchema } from '@bloom/core';
import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../../platform/db/database';
import { createRouter, errors, jsonContent } from '../../platform/http/openapi';
import { isSaneId } from '../../platform/http/path-ids';
import { adminCheck } from '../admin';
import type { Auth } from '../auth';
import { requireOwner } from '../auth';
import { messageVariantOf } from './account-profile';
import { checkResetLink } from './password-reset';

const tags = ['Account'];

export interface AccountRouteDeps {
  auth: Auth;
  db: Db;
  adminEmails: readonly string[];
  /** The workspace's portal origin when it is not this app's own address (a portal domain), else null. */
  portalOriginOf?: (workspaceId: string, req: Request) => Promise<string | null>;
}

export function accountRoutes({ auth, db, adminEmails, portalOriginOf }: AccountRouteDeps) {
  const r = createRouter();
  const isAdmin = adminCheck(adminEmails);

  r.openapi(
    createRoute({
      method: 'get',
      path: '/me',
      tags,
      summary: 'The signed-in owner, their workspace (created on first call) and profile',
      // Not gated: the gate screens read it too.
      middleware: [requireOwner(db, { gate: false })],
      responses: { 200: jsonContent(meResponseSchema, 'The owner'), 401: errors[401] },
    }),
    async (c) => {
      const user = c.get('user');
      // Read with the session when it could be; else on its own.
      const known = (await c.get('session')())?.messageVariant;
      const messageVariant = await messageVariantOf(db, user.id, known);
      const workspace = c.get('workspace');
      const portalOrigin = portalOriginOf ? await portalOriginOf(workspace.id, c.req.raw) : null;
      return c.json({ user, workspace, profile: { messageVariant }, isAdmin: isAdmin(user.email), portalOrigin }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/password-reset/verify',
      tags,
      summary: 'Whether a reset link is live, before the reset page asks for a password',
      request: { query: resetLinkQuerySchema },
      responses: {
        200: jsonContent(resetLinkValidSchema, 'The link is live'),
        // INVALID_TOKEN: used, expired or unknown.
        400: errors[400],
      },
    }),
    async (c) => {
      const { token } = c.req.valid('query');
      // A token that cannot be one of ours (a NUL, say) is invalid without a query.
      await checkResetLink(auth, isSaneId(token) ? token : null);
      return c.json({ valid: true as const }, 200);
    },
  );

  return r;
}
