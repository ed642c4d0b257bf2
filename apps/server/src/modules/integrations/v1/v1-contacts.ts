import {
  CLIENT_MESSAGES,
  type ContactDto,
  createContactSchema,
  MAX_CONTACTS,
  type V1Contact,
  v1ContactSchema,
} from '@bloom/core';
import { z } from 'zod';
import { jsonBody, jsonContent, type Router } from '../../../platform/http/openapi';
import { uuidParams } from '../../../platform/http/path-ids';
import { addContact, listContacts } from '../../contacts';
import type { PortalOriginOf } from './v1-clients';
import { v1Route } from './v1-route';

const tag = 'Clients';
const params = uuidParams('id', CLIENT_MESSAGES.notFound);
/** The owner API's rules and messages, refusing fields it does not know, like every v1 input. */
const v1ContactCreate = z.strictObject(createContactSchema.shape);
const v1ContactList = z.object({ data: z.array(v1ContactSchema).max(MAX_CONTACTS) });

const toV1 = (clientId: string, c: ContactDto): V1Contact => ({
  id: c.id,
  client_id: clientId,
  name: c.name,
  email: c.email,
  role: c.role,
  primary: c.primary,
  portal_url: c.portalUrl,
  invitation_sent_at: c.invitationSentAt,
  unsubscribed: c.unsubscribed,
  bounced: c.bounced,
  last_seen_at: c.lastSeenAt,
  created_at: c.createdAt,
});

/** A client's contacts: the same services, rules and answers as the app's Contacts tab. */
export function v1ContactRoutes(r: Router, originOf: PortalOriginOf) {
  r.openapi(
    v1Route('GET /api/v1/clients/{id}/contacts', {
      tag,
      summary: "A client's contacts, the primary first (each with their own portal link)",
      request: { params },
      ok: { status: 200, content: jsonContent(v1ContactList, 'The contacts') },
    }),
    async (c) => {
      const ctx = c.get('owner');
      const { id } = c.req.valid('param');
      const contacts = await listContacts(ctx, id, await originOf(c.req.raw, ctx.workspaceId));
      return c.json({ data: contacts.map((contact) => toV1(id, contact)) }, 200);
    },
  );
  r.openapi(
    v1Route('POST /api/v1/clients/{id}/contacts', {
      tag,
      summary: `Add a contact to a client (an email not already theirs; at most ${MAX_CONTACTS} contacts)`,
      description: 'The contact gets their own portal link; no email is sent until they are invited from the app.',
      request: { params, body: jsonBody(v1ContactCreate) },
      ok: { status: 201, content: jsonContent(v1ContactSchema, 'The new contact') },
      exampleBody: { name: 'Sam Lee', email: 'sam@example.com', role: 'Finance' },
    }),
    async (c) => {
      const ctx = c.get('owner');
      const { id } = c.req.valid('param');
      const contact = await addContact(ctx, id, c.req.valid('json'), await originOf(c.req.raw, ctx.workspaceId));
      return c.json(toV1(id, contact), 201);
    },
  );
}
