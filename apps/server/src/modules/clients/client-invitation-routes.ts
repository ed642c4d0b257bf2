import { CLIENT_MESSAGES, clientEmailResponseSchema } from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { linkOrigin } from '../../platform/http/link-origin';
import { errors, jsonContent, ownerErrors, route } from '../../platform/http/openapi';
import { uuidParams } from '../../platform/http/path-ids';
import { requireOwnerOnce } from '../auth';
import { queueInvitation } from '../email';
import { getClientEmailStatus } from '../reminders';

const tags = ['Email'];
const params = uuidParams('id', CLIENT_MESSAGES.notFound);

/** 'Send invitation' / 'Resend' on a client (contract: core's email-routes.ts). */
export function clientInvitationRoutes(app: Router, { db, secret, links, portalOriginOf }: ModuleDeps) {
  // Beside the clients routes, whose requireOwner also covers this path.
  const owner = requireOwnerOnce(db);

  app.openapi(
    route('POST /api/clients/{id}/invitation', {
      tags,
      summary: "Email the client the invitation to their portal (again); 409 when they can't be emailed",
      middleware: [owner],
      request: { params },
      responses: {
        200: jsonContent(clientEmailResponseSchema, "The client's email status: the invitation queued"),
        ...ownerErrors,
        409: errors[409],
        413: errors[413],
      },
    }),
    async (c) => {
      const ctx = c.get('owner');
      const { id } = c.req.valid('param');
      // The portal link is on the workspace's portal domain, else on PUBLIC_URL or the request's
      // origin; AUTH_SECRET signs its unsubscribe link.
      const portalOrigin = (await portalOriginOf(ctx.workspaceId, c.req.raw)) ?? undefined;
      await queueInvitation(ctx, id, { origin: linkOrigin(c.req.raw, links), secret, portalOrigin });
      return c.json({ email: await getClientEmailStatus(ctx, id) }, 200);
    },
  );
}
