import {
  AGREEMENT_MESSAGES,
  agreementDocumentResponseSchema,
  agreementResponseSchema,
  CLIENT_MESSAGES,
  clientAgreementsResponseSchema,
  countersignSchema,
  JOURNEY_MESSAGES,
  sendAgreementSchema,
  voidAgreementSchema,
} from '@bloom/core';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ModuleDeps, Router } from '../../app-deps';
import type { AppEnv } from '../../kernel/context';
import { notFound } from '../../kernel/service-error';
import { clientAddress } from '../../platform/http/client-address';
import {
  describeRoute,
  errors,
  jsonBody,
  jsonContent,
  ownerBodyErrors,
  ownerConflictErrors,
  ownerErrors,
  route,
} from '../../platform/http/openapi';
import { isSaneId, saneIdParams, uuidParam, uuidParams } from '../../platform/http/path-ids';
import { receiveUpload } from '../../platform/storage/receive-upload';
import { downloadQuerySchema, sendStoredFile, storedFileAnswers } from '../../platform/storage/send-stored-file';
import { requireOwnerOnce } from '../auth';
import { createAgreementDocument, requireOwnJourney } from './agreement-documents';
import { cleanEvidence, type Evidence } from './agreement-evidence';
import { listClientAgreements } from './agreement-list';
import { countersign } from './countersign';
import { type AgreementFile, findOwnerAgreementFile } from './owner-agreement-files';
import { sendAgreement } from './send-agreement';
import { signingServices } from './signing-services';
import { voidAgreement } from './void-agreement';

const tags = ['Agreements'];
const clientParams = uuidParams('id', CLIENT_MESSAGES.notFound);
const agreementParams = clientParams.extend(uuidParams('agreementId', AGREEMENT_MESSAGES.notFound).shape);
const one = (description: string) => jsonContent(agreementResponseSchema, description);

/**
 * A client's agreements from the owner's side (contract: core api/agreement-routes.ts): list,
 * send, void, countersign, and the PDFs; plus the upload of an agreement stage's PDF in the
 * journey editor. Under /api/clients/{id}, the assigned-only guard keeps a Member to their
 * clients; the role table says who may do what.
 */
export function agreementRoutes(app: Router, deps: ModuleDeps) {
  const { db, storage, maxUploadBytes, links } = deps;
  // Under /api/clients, whose requireOwner may have run already.
  const owner = requireOwnerOnce(db);
  app.use('/api/clients/*', owner);
  const fileStorage = () => {
    if (!storage) throw new Error('File storage is not configured');
    return storage;
  };
  /** What sending and signing need: storage, the event hook, the seal, where emailed links point. */
  const services = (c: Context<AppEnv>) => {
    const ctx = c.get('owner');
    return signingServices(deps, c.req.raw, ctx.workspaceId, ctx.events);
  };
  /** Where the owner's action came from, for the audit trail. */
  const evidence = (c: Context<AppEnv>, timeZone: string | null = null): Evidence =>
    cleanEvidence({ ip: clientAddress(c, links.trustProxy), userAgent: c.req.header('user-agent'), timeZone });

  app.openapi(
    route('GET /api/clients/{id}/agreements', {
      tags,
      summary: "The client's agreement stages, each with its current version and older ones; who may countersign",
      middleware: [owner],
      request: { params: clientParams },
      responses: {
        200: jsonContent(clientAgreementsResponseSchema, 'The agreements'),
        ...ownerErrors,
        403: errors[403],
      },
    }),
    async (c) => c.json(await listClientAgreements(c.get('owner'), c.req.valid('param').id), 200),
  );
  app.openapi(
    route('POST /api/clients/{id}/agreements', {
      tags,
      summary:
        "Send a stage's agreement to the client: its document frozen, the signers emailed (409 while one is out)",
      middleware: [owner],
      request: { params: clientParams, body: jsonBody(sendAgreementSchema) },
      responses: { 201: one('The agreement sent'), ...ownerConflictErrors },
    }),
    async (c) => {
      const agreement = await sendAgreement(
        c.get('owner'),
        await services(c),
        c.req.valid('param').id,
        c.req.valid('json'),
        evidence(c),
      );
      return c.json({ agreement }, 201);
    },
  );
  app.openapi(
    route('POST /api/clients/{id}/agreements/{agreementId}/void', {
      tags,
      summary: 'Void an agreement that is out or declined, so a new version can be sent (409 once signed)',
      middleware: [owner],
      request: { params: agreementParams, body: jsonBody(voidAgreementSchema) },
      responses: { 200: one('The voided agreement'), ...ownerConflictErrors },
    }),
    async (c) => {
      const { id, agreementId } = c.req.valid('param');
      const agreement = await voidAgreement(c.get('owner'), id, agreementId, c.req.valid('json').reason, evidence(c));
      return c.json({ agreement }, 200);
    },
  );
  app.openapi(
    route('POST /api/clients/{id}/agreements/{agreementId}/countersign', {
      tags,
      summary:
        'Countersign for the workspace (only the chosen countersigner, on their turn; the last signature seals it)',
      middleware: [owner],
      request: { params: agreementParams, body: jsonBody(countersignSchema) },
      responses: { 200: one('The agreement after the signature'), ...ownerConflictErrors },
    }),
    async (c) => {
      const { id, agreementId } = c.req.valid('param');
      const { signature, timeZone } = c.req.valid('json');
      const agreement = await countersign(
        c.get('owner'),
        await services(c),
        id,
        agreementId,
        signature,
        evidence(c, timeZone ?? null),
      );
      return c.json({ agreement }, 200);
    },
  );

  // The PDFs: described here, streamed (with ranges) by the plain handlers below.
  for (const file of ['document', 'final'] as const satisfies readonly AgreementFile[]) {
    const download = describeRoute(app, `GET /api/clients/{clientId}/agreements/{agreementId}/${file}`, {
      tags,
      summary:
        file === 'document'
          ? 'The agreement as sent: its frozen original PDF (GET or HEAD; one byte range)'
          : 'The sealed final PDF with its certificate, once everyone signed (404 before)',
      request: {
        params: uuidParams('clientId', CLIENT_MESSAGES.notFound).extend(
          uuidParams('agreementId', AGREEMENT_MESSAGES.notFound).shape,
        ),
        query: downloadQuerySchema,
      },
      responses: { ...storedFileAnswers, 401: errors[401], 402: errors[402], 403: errors[403], 404: errors[404] },
    });
    app.on(download.method, download.path, async (c) => {
      const clientId = uuidParam(c, 'clientId', CLIENT_MESSAGES.notFound);
      const agreementId = uuidParam(c, 'agreementId', AGREEMENT_MESSAGES.notFound);
      const found = await findOwnerAgreementFile(c.get('owner'), clientId, agreementId, file);
      return sendStoredFile(c, fileStorage(), found, {
        disposition: c.req.query('download') === undefined ? 'inline' : 'attachment',
      });
    });
  }

  // Multipart: described here, read by the plain handler below so the file streams under MAX_UPLOAD_MB.
  const upload = describeRoute(app, 'POST /api/journeys/{id}/agreement-documents/uploads', {
    tags,
    summary: "Upload an agreement stage's PDF (one PDF, up to 100 pages, streamed; name it in the stage on save)",
    request: {
      params: saneIdParams('id', JOURNEY_MESSAGES.notFound),
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({
              file: z.string().meta({ format: 'binary', description: 'One PDF, up to MAX_UPLOAD_MB and 100 pages' }),
            }),
          },
        },
      },
    },
    responses: {
      201: jsonContent(agreementDocumentResponseSchema, 'The stored document'),
      ...ownerBodyErrors,
      403: errors[403],
    },
  });
  app.on(upload.method, upload.path, async (c) => {
    const journeyId = c.req.param('id');
    if (!isSaneId(journeyId)) throw notFound(JOURNEY_MESSAGES.notFound);
    const ctx = c.get('owner');
    // Another workspace's journey answers 404 (a built-in 403) before a byte of the file is read.
    await requireOwnJourney(ctx, journeyId);
    const received = await receiveUpload(c.req.raw, {
      storage: fileStorage(),
      maxBytes: maxUploadBytes,
      // The workspace's own prefix: deleting the account deletes them (account-settings.ts).
      projectId: ctx.workspaceId,
      uploaderType: 'freelancer',
    });
    return c.json({ document: await createAgreementDocument(ctx, fileStorage(), received) }, 201);
  });
}
