import { CLIENT_MESSAGES, createDeliverableSchema, DELIVERABLE_MESSAGES } from '@bloom/core';
import { type Context, Hono } from 'hono';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/context';
import { uuidParam } from '../http/path-ids';
import { readJson } from '../http/read-json';
import { requireOwner } from '../http/session';
import type { DeliverableContext } from '../services/deliverables/deliverable-context';
import { findClientAttachment } from '../services/deliverables/deliverable-files';
import { listClientDeliverables } from '../services/deliverables/deliverable-list';
import {
  createFileDeliverable,
  createLinkOrNote,
  deleteDeliverable,
} from '../services/deliverables/deliverable-service';
import { requireClient } from '../services/deliverables/milestone-target';
import type { FileStorage } from '../storage/file-storage';
import { receiveUpload } from '../storage/receive-upload';
import { sendStoredFile } from '../storage/send-stored-file';

export interface DeliverableRouteDeps {
  db: Db;
  storage: FileStorage | undefined;
  /** MAX_UPLOAD_MB in bytes. */
  maxUploadBytes: number;
}

/**
 * A client's milestone deliverables and the owner's file downloads, mounted on /api/clients
 * (contract: packages/core/src/deliverables/deliverable-api.ts).
 */
export function deliverableRoutes({ db, storage, maxUploadBytes }: DeliverableRouteDeps) {
  const r = new Hono<AppEnv>();
  // Mounted beside the clients routes on /api/clients, whose requireOwner also covers these
  // paths: run it only when it has not run yet (one session and gate check per request).
  const owner = requireOwner(db);
  r.use('*', (c, next) => (c.get('owner') ? next() : owner(c, next)));
  const ctx = (c: Context<AppEnv>): DeliverableContext => ({ db, workspaceId: c.get('owner').workspaceId, storage });
  const clientId = (c: Context<AppEnv>) => uuidParam(c, 'clientId', CLIENT_MESSAGES.notFound);
  const requireStorage = () => {
    if (!storage) throw new Error('File storage is not configured');
    return storage;
  };

  r.get('/:clientId/deliverables', async (c) =>
    c.json(await listClientDeliverables(ctx(c), clientId(c), maxUploadBytes)),
  );

  r.post('/:clientId/deliverables', async (c) => {
    const id = clientId(c);
    const input = await readJson(c, createDeliverableSchema);
    return c.json({ deliverable: await createLinkOrNote(ctx(c), id, input) }, 201);
  });

  r.post('/:clientId/deliverables/uploads', async (c) => {
    const id = clientId(c);
    const context = ctx(c);
    // A foreign client answers 404 before a byte of the file is read.
    await requireClient(db, context.workspaceId, id);
    const fileStorage = requireStorage();
    const upload = await receiveUpload(c.req.raw, {
      storage: fileStorage,
      maxBytes: maxUploadBytes,
      projectId: id,
      uploaderType: 'freelancer',
    });
    return c.json({ deliverable: await createFileDeliverable(context, id, upload) }, 201);
  });

  r.delete('/:clientId/deliverables/:deliverableId', async (c) => {
    const id = clientId(c);
    const deliverableId = uuidParam(c, 'deliverableId', DELIVERABLE_MESSAGES.notFound);
    await deleteDeliverable(ctx(c), id, deliverableId);
    return c.json({ ok: true });
  });

  r.get('/:clientId/attachments/:attachmentId', async (c) => {
    const id = clientId(c);
    const attachmentId = uuidParam(c, 'attachmentId', DELIVERABLE_MESSAGES.fileNotFound);
    const file = await findClientAttachment(ctx(c), id, attachmentId);
    // `?download=1` forces a download; otherwise images and PDF may open in the browser.
    return sendStoredFile(c, requireStorage(), file, {
      disposition: c.req.query('download') === undefined ? 'inline' : 'attachment',
    });
  });

  return r;
}
