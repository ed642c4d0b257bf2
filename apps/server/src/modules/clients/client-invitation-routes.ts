import { CLIENT_MESSAGES, clientEmailResponseSchema } from '@bloom/core';
import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../kernel/context';
import type { Db } from '../../platform/db/database';
import { type LinkSettings, linkOrigin } from '../../platform/http/link-origin';
import { createRouter, errors, jsonContent, ownerErrors } from '../../platform/http/openapi';
import { uuidParams } from '../../platform/http/path-ids';
import { requireOwner } from '../auth';
import { queueInvitation } from '../email';
import { getClientEmailStatus } from '../reminders';

export interface ClientInvitationRouteDeps {
  db: Db;
  /** AUTH_SECRET: signs the invitation's unsubscribe link. */
  secret: string;
  /** The portal link is built on PUBLIC_URL or the request's origin… */
  links: LinkSettings;
  /** …or on the workspace's portal domain when it has one (null: none). */
  portalOriginOf?: (workspaceId: string, req: Request) => Promise<string | null>;
}

const tags = ['Email'];
const params = uuidParams('id', CLIENT_MESSAGES.notFound);

/** 'Send invitation' / 'Resend' on a client, mounted on /api/clients (contract: core's email-routes.ts). */
export function clientInvitationRoutes({ db, secret, links, portalOriginOf }: ClientInvitationRouteDeps) {
  const r = createRouter();
  // Mounted beside the clients routes on /api/clients, whose requireOwner also covers this path:
  // run it only when it has not run yet (one session and gate check per request).
  const requireOwnerOnce = requireOwner(db);
  const owner: MiddlewareHandler<AppEnv> = (c, next) => (c.get('owner') ? next() : requireOwnerOnce(c, next));

  r.openapi(
    createRoute({
      method: 'post',
      path: '/{id}/invitation',
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
      const portalOrigin = (await portalOriginOf?.(ctx.workspaceId, c.req.raw)) ?? undefined;
      await queueInvitation(ctx, id, { origin: linkOrigin(c.req.raw, links), secret, portalOrigin });
      return c.json({ email: await getClientEmailStatus(ctx, id) }, 200);
    },
  );

  return r;
}
