import { CLIENT_MESSAGES, v1ClientSchema } from '@bloom/core';
import type { ModuleDeps } from '../../../app-deps';
import { linkOrigin } from '../../../platform/http/link-origin';
import { jsonContent, type Router } from '../../../platform/http/openapi';
import { uuidParams } from '../../../platform/http/path-ids';
import { queueInvitation } from '../../email';
import { v1ClientOf } from '../public-api/resources';
import type { PortalOriginOf } from './v1-clients';
import { v1Route } from './v1-route';

/** Emailing a client their portal invitation, as 'Send invitation' in the app does (its template, its checks). */
export function v1InvitationRoutes(r: Router, deps: Pick<ModuleDeps, 'secret' | 'links'>, originOf: PortalOriginOf) {
  r.openapi(
    v1Route('POST /api/v1/clients/{id}/invitation', {
      tag: 'Clients',
      summary: "Email the client the invitation to their portal (409 when they can't be emailed)",
      request: { params: uuidParams('id', CLIENT_MESSAGES.notFound) },
      ok: { status: 200, content: jsonContent(v1ClientSchema, 'The client; the invitation is queued') },
    }),
    async (c) => {
      const ctx = c.get('owner');
      const { id } = c.req.valid('param');
      const portalOrigin = await originOf(c.req.raw, ctx.workspaceId);
      await queueInvitation(ctx, id, { origin: linkOrigin(c.req.raw, deps.links), secret: deps.secret, portalOrigin });
      const client = await v1ClientOf(ctx.db, ctx.workspaceId, id, portalOrigin);
      if (!client) throw new Error(`Client ${id} vanished after its invitation was queued`);
      return c.json(client, 200);
    },
  );
}
