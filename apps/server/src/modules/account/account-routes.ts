import { meOrSignedOutSchema, resetLinkQuerySchema, resetLinkValidSchema } from '@bloom/core';
import type { MiddlewareHandler } from 'hono';
import type { ModuleDeps, Router } from '../../app-deps';
import type { AppEnv } from '../../kernel/context';
import { errors, jsonContent, route } from '../../platform/http/openapi';
import { isSaneId } from '../../platform/http/path-ids';
import { adminCheck } from '../admin';
import { requireOwner } from '../auth';
import { messageVariantOf } from './account-profile';
import { checkResetLink } from './password-reset';

const tags = ['Account'];

/** No session at all: 200 with null. A session that cannot be used (removed member) still fails. */
const nullWhenSignedOut: MiddlewareHandler<AppEnv> = async (c, next) =>
  (await c.get('session')()) ? next() : c.json(null, 200);

export function accountRoutes(app: Router, { auth, db, adminEmails, portalOriginOf }: ModuleDeps) {
  const isAdmin = adminCheck(adminEmails);

  app.openapi(
    route('GET /api/me', {
      tags,
      summary: 'The signed-in owner, their workspace (created on first call) and profile; null when signed out',
      // Signed out is an answer, not an error: every public page asks, and a 401 is logged by the
      // browser as a failed request. Not gated: the gate screens read it too.
      middleware: [nullWhenSignedOut, requireOwner(db, { gate: false })],
      responses: { 200: jsonContent(meOrSignedOutSchema, 'The owner, or null without a session') },
    }),
    async (c) => {
      const user = c.get('user');
      // Read with the session when it could be; else on its own.
      const known = (await c.get('session')())?.messageVariant;
      const messageVariant = await messageVariantOf(db, user.id, known);
      const workspace = c.get('workspace');
      const portalOrigin = await portalOriginOf(workspace.id, c.req.raw);
      const { role } = c.get('owner');
      return c.json(
        { user, workspace, profile: { messageVariant }, isAdmin: isAdmin(user.email), portalOrigin, role },
        200,
      );
    },
  );

  app.openapi(
    route('GET /api/password-reset/verify', {
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
}
