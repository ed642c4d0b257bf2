import {
  CLIENT_MESSAGES,
  clientDeliverablesResponseSchema,
  createDeliverableSchema,
  DELIVERABLE_MESSAGES,
  deliverableResponseSchema,
  deliverableUploadFieldsSchema,
  okResponseSchema,
} from '@bloom/core';
import { z } from 'zod';
import type { ModuleDeps, Router } from '../../app-deps';
import {
  describeRoute,
  errors,
  jsonBody,
  jsonContent,
  ownerBodyErrors,
  ownerErrors,
  route,
} from '../../platform/http/openapi';
import { uuidParam, uuidParams } from '../../platform/http/path-ids';
import { receiveUpload } from '../../platform/storage/receive-upload';
import { downloadQuerySchema, sendStoredFile, storedFileAnswers } from '../../platform/storage/send-stored-file';
import { requireOwnerOnce } from '../auth';
import { findClientAttachment, requireUploadClient } from './deliverable-files';
import { listClientDeliverables } from './deliverable-list';
import { createFileDeliverable, createLinkOrNote, deleteDeliverable } from './deliverable-service';

const tags = ['Deliverables'];
/** A client id that is not a UUID, or another workspace's, is 404 'Client not found'. */
const onClient = uuidParams('clientId', CLIENT_MESSAGES.notFound);
const deliverable = jsonContent(deliverableResponseSchema, 'The new deliverable');

/**
 * A client's milestone deliverables and the owner's file downloads, under /api/clients
 * (contract: packages/core/src/api/deliverable-routes.ts).
 */
export function deliverableRoutes(app: Router, { db, storage, maxUploadBytes }: ModuleDeps) {
  // Beside the clients routes, whose requireOwner also covers these paths.
  app.use('/api/clients/*', requireOwnerOnce(db));
  const requireStorage = () => {
    if (!storage) throw new Error('File storage is not configured');
    return storage;
  };

  app.openapi(
    route('GET /api/clients/{clientId}/deliverables', {
      tags,
      summary: "The client's milestone stages with their slots and deliverables",
      request: { params: onClient },
      responses: { 200: jsonContent(clientDeliverablesResponseSchema, 'Milestones and deliverables'), ...ownerErrors },
    }),
    async (c) =>
      c.json(await listClientDeliverables(c.get('owner'), c.req.valid('param').clientId, maxUploadBytes), 200),
  );

  app.openapi(
    route('POST /api/clients/{clientId}/deliverables', {
      tags,
      summary: 'Share a link or a note on a milestone (files go through /uploads)',
      request: { params: onClient, body: jsonBody(createDeliverableSchema) },
      responses: { 201: deliverable, ...ownerBodyErrors },
    }),
    async (c) =>
      c.json(
        { deliverable: await createLinkOrNote(c.get('owner'), c.req.valid('param').clientId, c.req.valid('json')) },
        201,
      ),
  );

  // Multipart: described here, read by the plain handler below so the file streams under MAX_UPLOAD_MB.
  const uploads = describeRoute(app, 'POST /api/clients/{clientId}/deliverables/uploads', {
    tags,
    summary: 'Share a file on a milestone (one file, streamed, its type sniffed from its bytes)',
    request: {
      params: onClient,
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: deliverableUploadFieldsSchema.extend({
              file: z.string().meta({ format: 'binary', description: 'One file, up to MAX_UPLOAD_MB' }),
            }),
          },
        },
      },
    },
    responses: { 201: deliverable, ...ownerBodyErrors },
  });
  app.on(uploads.method, uploads.path, async (c) => {
    const clientId = uuidParam(c, 'clientId', CLIENT_MESSAGES.notFound);
    const ctx = c.get('owner');
    // A foreign client answers 404 before a byte of the file is read.
    await requireUploadClient(ctx, clientId);
    const fileStorage = requireStorage();
    const upload = await receiveUpload(c.req.raw, {
      storage: fileStorage,
      maxBytes: maxUploadBytes,
      projectId: clientId,
      uploaderType: 'freelancer',
    });
    return c.json({ deliverable: await createFileDeliverable(ctx, fileStorage, clientId, upload) }, 201);
  });

  app.openapi(
    route('DELETE /api/clients/{clientId}/deliverables/{deliverableId}', {
      tags,
      summary: 'Delete a deliverable with its items, attachments and stored files',
      request: { params: onClient.extend(uuidParams('deliverableId', DELIVERABLE_MESSAGES.notFound).shape) },
      responses: { 200: jsonContent(okResponseSchema, 'Deleted'), ...ownerErrors, 413: errors[413] },
    }),
    async (c) => {
      const { clientId, deliverableId } = c.req.valid('param');
      await deleteDeliverable(c.get('owner'), storage, clientId, deliverableId);
      return c.json({ ok: true as const }, 200);
    },
  );

  // A file answer: described here, streamed (with ranges) by the plain handler below.
  const attachment = describeRoute(app, 'GET /api/clients/{clientId}/attachments/{attachmentId}', {
    tags,
    summary: "A file of the client's deliverables (GET or HEAD; one byte range; If-None-Match)",
    request: {
      params: onClient.extend(uuidParams('attachmentId', DELIVERABLE_MESSAGES.fileNotFound).shape),
      query: downloadQuerySchema,
    },
    responses: { ...storedFileAnswers, 401: errors[401], 402: errors[402], 404: errors[404] },
  });
  app.on(attachment.method, attachment.path, async (c) => {
    const clientId = uuidParam(c, 'clientId', CLIENT_MESSAGES.notFound);
    const attachmentId = uuidParam(c, 'attachmentId', DELIVERABLE_MESSAGES.fileNotFound);
    const file = await findClientAttachment(c.get('owner'), clientId, attachmentId);
    // `?download=1` forces a download; otherwise images and PDF may open in the browser.
    return sendStoredFile(c, requireStorage(), file, {
      disposition: c.req.query('download') === undefined ? 'inline' : 'attachment',
    });
  });
}
