import type { TestApp } from '../helpers/test-app';
import { jsonRequest } from '../helpers/test-app';

type App = TestApp['app'];

/** POST /api/clients/{id}/erasure as the member of `cookie`. */
export const eraseRequest = (app: App, cookie: string, clientId: string, body: unknown) =>
  app.request(`/api/clients/${clientId}/erasure`, jsonRequest('POST', body, { cookie }));

/** Erases the client, confirming with its name. */
export const erase = (app: App, cookie: string, clientId: string, clientName: string) =>
  eraseRequest(app, cookie, clientId, { confirmName: clientName });

/** GET as the member of `cookie`; the JSON answer. */
export async function getJson<T>(app: App, cookie: string, path: string): Promise<T> {
  const res = await app.request(path, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
