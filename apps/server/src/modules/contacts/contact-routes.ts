import {
  CLIENT_MESSAGES,
  CONTACT_MESSAGES,
  contactListResponseSchema,
  contactResponseSchema,
  createContactSchema,
  okResponseSchema,
  updateContactSchema,
} from '@bloom/core';
import type { Context } from 'hono';
import type { ModuleDeps, Router } from '../../app-deps';
import type { AppEnv } from '../../kernel/context';
import { linkOrigin } from '../../platform/http/link-origin';
import { errors, jsonBody, jsonContent, ownerConflictErrors, ownerErrors, route } from '../../platform/http/openapi';
import { uuidParams } from '../../platform/http/path-ids';
import { requireOwnerOnce } from '../auth';
import { listContacts } from './contact-rows';
import { addContact, removeContact, updateContact } from './contact-service';
import { makePrimary } from './make-primary';

const tags = ['Contacts'];
const clientParams = uuidParams('id', CLIENT_MESSAGES.notFound);
const contactParams = clientParams.extend(uuidParams('contactId', CONTACT_MESSAGES.notFound).shape);
const one = jsonContent(contactResponseSchema, 'The contact');
const list = jsonContent(contactListResponseSchema, 'The contacts, primary first');

/**
 * A client's contacts (contract: core api/contact-routes.ts), each with their own portal link. The
 * client must be the workspace's (and a Member's own: the assigned guard covers /api/clients/:id/*).
 */
export function contactRoutes(app: Router, { db, links, portalOriginOf }: ModuleDeps) {
  // Under /api/clients, whose requireOwner may have run already.
  const owner = requireOwnerOnce(db);
  /** Where this workspace's portal links point: its portal domain, else this app. */
  const origin = async (c: Context<AppEnv>) =>
    (await portalOriginOf(c.get('owner').workspaceId, c.req.raw)) ?? linkOrigin(c.req.raw, links);

  app.openapi(
    route('GET /api/clients/{id}/contacts', {
      tags,
      summary: "The client's contacts, the primary first, then by when they were added",
      middleware: [owner],
      request: { params: clientParams },
      responses: { 200: list, ...ownerErrors, 403: errors[403] },
    }),
    async (c) =>
      c.json({ contacts: await listContacts(c.get('owner'), c.req.valid('param').id, await origin(c)) }, 200),
  );
  app.openapi(
    route('POST /api/clients/{id}/contacts', {
      tags,
      summary: 'Add a contact with their own portal link (409: the email is taken, or the client has the most)',
      middleware: [owner],
      request: { params: clientParams, body: jsonBody(createContactSchema) },
      responses: { 201: one, ...ownerConflictErrors },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ contact: await addContact(c.get('owner'), id, c.req.valid('json'), await origin(c)) }, 201);
    },
  );
  app.openapi(
    route('PATCH /api/clients/{id}/contacts/{contactId}', {
      tags,
      summary: "Change a contact (only the fields sent); the primary's name and email are the client's",
      middleware: [owner],
      request: { params: contactParams, body: jsonBody(updateContactSchema) },
      responses: { 200: one, ...ownerConflictErrors },
    }),
    async (c) => {
      const { id, contactId } = c.req.valid('param');
      const contact = await updateContact(c.get('owner'), id, contactId, c.req.valid('json'), await origin(c));
      return c.json({ contact }, 200);
    },
  );
  app.openapi(
    route('DELETE /api/clients/{id}/contacts/{contactId}', {
      tags,
      summary: 'Remove a contact: their link stops working (409 for the primary)',
      middleware: [owner],
      request: { params: contactParams },
      responses: { 200: jsonContent(okResponseSchema, 'Removed'), ...ownerConflictErrors },
    }),
    async (c) => {
      const { id, contactId } = c.req.valid('param');
      await removeContact(c.get('owner'), id, contactId);
      return c.json({ ok: true as const }, 200);
    },
  );
  app.openapi(
    route('POST /api/clients/{id}/contacts/{contactId}/primary', {
      tags,
      summary: "Make a contact the primary: the client's name, email and link become theirs",
      middleware: [owner],
      request: { params: contactParams },
      responses: { 200: list, ...ownerConflictErrors },
    }),
    async (c) => {
      const { id, contactId } = c.req.valid('param');
      return c.json({ contacts: await makePrimary(c.get('owner'), id, contactId, await origin(c)) }, 200);
    },
  );
}
