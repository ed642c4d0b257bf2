import { CLIENT_MESSAGES, CONTACT_MESSAGES, contactResponseSchema } from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { linkOrigin } from '../../platform/http/link-origin';
import { errors, jsonContent, ownerErrors, route } from '../../platform/http/openapi';
import { uuidParams } from '../../platform/http/path-ids';
import { requireOwnerOnce } from '../auth';
import { inviteContact } from './contact-invitation';

const params = uuidParams('id', CLIENT_MESSAGES.notFound).extend(
  uuidParams('contactId', CONTACT_MESSAGES.notFound).shape,
);

/** 'Send invitation' / 'Resend' on one contact of a client (contract: core's contact-routes.ts). */
export function contactInvitationRoutes(app: Router, { db, secret, links, portalOriginOf }: ModuleDeps) {
  // Beside the clients routes, whose requireOwner (and a Member's assignment guard) also covers this path.
  const owner = requireOwnerOnce(db);

  app.openapi(
    route('POST /api/clients/{id}/contacts/{contactId}/invitation', {
      tags: ['Email'],
      summary:
        "Email the contact the invitation to their own portal link (again); the primary contact's is the client's invitation. 409 when they can't be emailed",
      middleware: [owner],
      request: { params },
      responses: {
        200: jsonContent(contactResponseSchema, 'The contact: their invitation queued'),
        ...ownerErrors,
        409: errors[409],
        413: errors[413],
      },
    }),
    async (c) => {
      const ctx = c.get('owner');
      const { id, contactId } = c.req.valid('param');
      // Their portal link is on the workspace's portal domain, else on PUBLIC_URL or the request's
      // origin; AUTH_SECRET signs their unsubscribe link.
      const portalOrigin = (await portalOriginOf(ctx.workspaceId, c.req.raw)) ?? undefined;
      const contact = await inviteContact(ctx, id, contactId, {
        origin: linkOrigin(c.req.raw, links),
        secret,
        portalOrigin,
      });
      return c.json({ contact }, 200);
    },
  );
}
