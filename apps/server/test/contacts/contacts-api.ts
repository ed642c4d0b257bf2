import type { ContactDto, ContactListResponse, CreateContactInput, UpdateContactInput } from '@bloom/core';
import { ok } from '../helpers/journeys';
import { jsonRequest, type TestApp } from '../helpers/test-app';

type App = TestApp['app'];

/** Calls /api/clients/{clientId}/contacts{path} as the member of `cookie`. */
export const callContacts = (app: App, cookie: string, clientId: string, method = 'GET', path = '', body?: unknown) =>
  app.request(`/api/clients/${clientId}/contacts${path}`, jsonRequest(method, body, { cookie }));

export const listContacts = async (app: App, cookie: string, clientId: string) =>
  (await ok<ContactListResponse>(callContacts(app, cookie, clientId))).contacts;

export const addContact = async (app: App, cookie: string, clientId: string, input: CreateContactInput) =>
  (await ok<{ contact: ContactDto }>(callContacts(app, cookie, clientId, 'POST', '', input), 201)).contact;

export const editContact = async (
  app: App,
  cookie: string,
  clientId: string,
  contactId: string,
  input: UpdateContactInput,
) => (await ok<{ contact: ContactDto }>(callContacts(app, cookie, clientId, 'PATCH', `/${contactId}`, input))).contact;

export const makePrimary = async (app: App, cookie: string, clientId: string, contactId: string) =>
  (await ok<ContactListResponse>(callContacts(app, cookie, clientId, 'POST', `/${contactId}/primary`))).contacts;

/** The share token in a contact's own portal link (…/c/{token}). */
export const tokenOf = (contact: Pick<ContactDto, 'portalUrl'>) =>
  decodeURIComponent(contact.portalUrl.split('/c/')[1] ?? '');
