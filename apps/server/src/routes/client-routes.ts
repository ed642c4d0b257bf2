import {
  CLIENT_MESSAGES,
  clientListQuerySchema,
  createClientSchema,
  setClientPasswordSchema,
  updateClientSchema,
} from '@bloom/core';
import { type Context, Hono } from 'hono';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/context';
import { badRequest, zodMessage } from '../http/errors';
import { uuidParam } from '../http/path-ids';
import { readJson } from '../http/read-json';
import { requireOwner } from '../http/session';
import type { ClientContext, DeleteProjectFiles } from '../services/clients/client-context';
import { getClient } from '../services/clients/client-detail';
import { listClients } from '../services/clients/client-list';
import {
  archiveClient,
  createClient,
  deleteClient,
  regenerateClientLink,
  removeClientPassword,
  restoreClient,
  setClientPassword,
  updateClient,
} from '../services/clients/client-service';
import { listClientSubmissions } from '../services/clients/client-submissions';

export interface ClientRouteDeps {
  db: Db;
  /** Removes a deleted client's stored files after the commit; nothing when omitted. */
  deleteProjectFiles?: DeleteProjectFiles;
}

/** Clients (projects) of the signed-in owner's workspace. */
export function clientRoutes({ db, deleteProjectFiles }: ClientRouteDeps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireOwner(db));
  const ctx = (c: Context<AppEnv>): ClientContext => ({ db, workspaceId: c.get('owner').workspaceId });
  const id = (c: Context<AppEnv>) => uuidParam(c, 'id', CLIENT_MESSAGES.notFound);

  r.get('/', async (c) => {
    const parsed = clientListQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw badRequest(zodMessage(parsed.error));
    return c.json(await listClients(ctx(c), parsed.data));
  });
  r.post('/', async (c) => c.json({ client: await createClient(ctx(c), await readJson(c, createClientSchema)) }, 201));
  r.get('/:id', async (c) => c.json({ client: await getClient(ctx(c), id(c)) }));
  r.patch('/:id', async (c) => {
    const clientId = id(c);
    return c.json({ client: await updateClient(ctx(c), clientId, await readJson(c, updateClientSchema)) });
  });
  r.post('/:id/archive', async (c) => c.json({ client: await archiveClient(ctx(c), id(c)) }));
  r.post('/:id/restore', async (c) => c.json({ client: await restoreClient(ctx(c), id(c)) }));
  r.delete('/:id', async (c) => {
    await deleteClient(ctx(c), id(c), deleteProjectFiles);
    return c.json({ ok: true });
  });
  r.put('/:id/password', async (c) => {
    const clientId = id(c);
    const { password } = await readJson(c, setClientPasswordSchema);
    return c.json({ client: await setClientPassword(ctx(c), clientId, password) });
  });
  r.delete('/:id/password', async (c) => c.json({ client: await removeClientPassword(ctx(c), id(c)) }));
  r.post('/:id/regenerate-link', async (c) => c.json({ client: await regenerateClientLink(ctx(c), id(c)) }));
  r.get('/:id/submissions', async (c) => c.json(await listClientSubmissions(ctx(c), id(c))));

  return r;
}
