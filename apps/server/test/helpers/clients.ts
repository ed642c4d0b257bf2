import type { ClientDetailDto, ClientResponse, CreateClientInput } from '@bloom/core';
import { ok } from './journeys';
import { jsonRequest, type TestApp } from './test-app';

/** Calls /api/clients{path} as the owner of `cookie`. */
export const callClients = (app: TestApp['app'], cookie: string, method: string, path: string, body?: unknown) =>
  app.request(`/api/clients${path}`, jsonRequest(method, body, { cookie }));

export const clientInput = (extra: Partial<CreateClientInput> = {}): CreateClientInput => ({
  projectName: 'Website redesign',
  clientName: 'Jo Client',
  clientEmail: 'jo@example.com',
  templateId: 'builtin-legal',
  ...extra,
});

export async function createClient(
  app: TestApp['app'],
  cookie: string,
  extra: Partial<CreateClientInput> = {},
): Promise<ClientDetailDto> {
  return (await ok<ClientResponse>(callClients(app, cookie, 'POST', '', clientInput(extra)), 201)).client;
}
