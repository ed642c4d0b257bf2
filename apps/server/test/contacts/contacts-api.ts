import type { ContactDto, ContactListResponse, CreateContactInput, UpdateContactInput } from '@bloom/core';
import { createClient } from '../helpers/clients';
import { ok, savedJourney, stage } from '../helpers/journeys';
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

/**
 * A client on a journey of two forms (Intake: `goal`, Kick-off: `plan`), a milestone (Design
 * review) and the testimonial stage, with two contacts, each with their own link: Ada Lane (the
 * primary, the client itself) and Sam Lee (`sam` overrides his fields).
 */
export type TwoContacts = Awaited<ReturnType<typeof twoContactClient>>;

export async function twoContactClient(app: App, cookie: string, sam: Partial<CreateContactInput> = {}) {
  const journey = await savedJourney(app, cookie, 'Two people', [
    stage('onboarding', 'Intake', ['goal', 'Main goal']),
    stage('onboarding', 'Kick-off', ['plan', 'The plan']),
    stage('milestone', 'Design review'),
    stage('testimonial', 'Share Your Experience'),
  ]);
  const [intake = '', kickoff = '', review = '', testimonial = ''] = journey.steps.map((s) => s.id);
  const client = await createClient(app, cookie, {
    clientName: 'Ada Lane',
    clientEmail: 'ada@example.com',
    templateId: journey.id,
  });
  const added = await addContact(app, cookie, client.id, { name: 'Sam Lee', email: 'sam@example.com', ...sam });
  const ada = (await listContacts(app, cookie, client.id)).find((c) => c.primary)?.id ?? '';
  return {
    ids: { client: client.id, ada, sam: added.id, intake, kickoff, review, testimonial },
    tokens: { ada: client.shareToken, sam: tokenOf(added) },
  };
}
