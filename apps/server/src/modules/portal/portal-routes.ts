import {
  okResponseSchema,
  PORTAL_MESSAGES,
  portalAnswersSchema,
  portalFieldErrorsSchema,
  portalPasswordRequiredSchema,
  portalPasswordSchema,
  portalResponseSchema,
  portalReviewResponseSchema,
  portalReviewSchema,
  portalSeenSchema,
  portalSubmissionResponseSchema,
  portalSubmitResponseSchema,
  portalUploadFieldsSchema,
  portalUploadResponseSchema,
} from '@bloom/core';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { ModuleDeps, Router } from '../../app-deps';
import { createAnswerCache, jsonText } from '../../platform/http/answer-cache';
import { clientAddress } from '../../platform/http/client-address';
import { requestOrigin } from '../../platform/http/link-origin';
import { describeRoute, errorSchema, errors, jsonBody, jsonContent, route } from '../../platform/http/openapi';
import { isSaneId, uuidParam, uuidParams } from '../../platform/http/path-ids';
import type { FileStorage } from '../../platform/storage/file-storage';
import { receiveUpload } from '../../platform/storage/receive-upload';
import { sendStoredFile } from '../../platform/storage/send-stored-file';
import type { PortalProject } from './portal-access';
import { saveDraft, submitStage } from './portal-answers';
import { PORTAL_COOKIE } from './portal-cookie';
import { findPortalFile, recordClientUpload } from './portal-files';
import { reviewDeliverable } from './portal-reviews';
import { recordPortalSeen } from './portal-seen';
import {
  findPortal,
  openCachedPortalPage,
  openPortal,
  type PortalGate,
  type PortalVisit,
  signInToPortal,
} from './portal-session';

const tags = ['Portal'];
/**
 * Any string: a token of the wrong shape is a miss like an unknown one (404 PORTAL_NOT_FOUND,
 * counted against the address), which the service decides, not the path check.
 */
const token = z.string().meta({ description: "The client's share token" });
const stageParams = z.object({
  token,
  // Built-in stages have `builtin-…` ids; anything unlike an id names no stage.
  stageId: z.string().refine(isSaneId, PORTAL_MESSAGES.stageNotFound),
});

/** The errors of a portal route behind the password (its 401 carries the branding). */
const portalErrors = {
  401: jsonContent(portalPasswordRequiredSchema, 'The portal has a password and this browser has not given it'),
  404: errors[404],
  429: errors[429],
} as const;
/** …and of one that takes a JSON body. */
const bodyErrors = { 400: errors[400], ...portalErrors, 413: errors[413], 415: errors[415] } as const;
/** …and of one that acts on a stage, which answers 409 while the stage is locked. */
const stageErrors = { ...bodyErrors, 409: errors[409] } as const;
/** …and of one that takes a stage's answers: a failed field check lists the fields. */
const answerErrors = {
  ...stageErrors,
  400: jsonContent(portalFieldErrorsSchema, 'An answer failed its check; `fields` has a message per field'),
} as const;

/**
 * The public client portal on /api/portal/{token} (contract: packages/core/src/api/portal-routes.ts).
 * No session: the token is the key, the portal cookie proves the password, and every id in a
 * path must belong to the token's project (404 otherwise).
 */
export function portalRoutes(app: Router, deps: ModuleDeps) {
  const { db } = deps;
  const { trustProxy } = deps.links;
  // AUTH_SECRET signs the portal cookie.
  const gate: PortalGate = { db, secret: deps.secret, rateLimitScale: deps.rateLimitScale };
  const pages = createAnswerCache();

  const visit = (c: Context): PortalVisit => ({
    token: c.req.param('token') ?? '',
    address: clientAddress(c, trustProxy),
    cookie: getCookie(c, PORTAL_COOKIE),
  });
  /**
   * The token's open project (with its password proven, unless `passwordFree`), before the body
   * or the other path ids are read: a wrong link is a 404 and a miss whatever else is wrong.
   */
  const portal = (passwordFree = false) =>
    createMiddleware<{ Variables: { portal: PortalProject } }>(async (c, next) => {
      c.set('portal', await (passwordFree ? findPortal : openPortal)(gate, visit(c)));
      await next();
    });

  app.openapi(
    route('GET /api/portal/{token}', {
      tags,
      summary: 'Everything the portal page shows, in one request',
      request: { params: z.object({ token }) },
      responses: { 200: jsonContent(portalResponseSchema, 'The portal page'), ...portalErrors },
    }),
    async (c) =>
      jsonText(
        c,
        await openCachedPortalPage(
          gate,
          visit(c),
          { maxUploadBytes: deps.maxUploadBytes, paymentsEnabled: deps.payments.enabled },
          pages,
        ),
      ),
  );

  app.openapi(
    route('POST /api/portal/{token}/session', {
      tags,
      summary: "Give the portal's password; the answer sets the cookie that proves it",
      middleware: portal(true),
      request: { params: z.object({ token }), body: jsonBody(portalPasswordSchema) },
      responses: {
        200: jsonContent(okResponseSchema, 'The password is right (or the portal has none)'),
        ...bodyErrors,
        401: jsonContent(errorSchema, 'The password is wrong'),
      },
    }),
    async (c) => {
      const cookie = await signInToPortal(gate, c.get('portal'), {
        token: c.req.valid('param').token,
        address: clientAddress(c, trustProxy),
        password: c.req.valid('json').password,
        secure: requestOrigin(c.req.raw, trustProxy).startsWith('https:'),
      });
      if (cookie) setCookie(c, cookie.name, cookie.value, cookie.options);
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    route('POST /api/portal/{token}/seen', {
      tags,
      summary:
        "The client opened the portal or a stage's form (and their browser's time zone): reminders wait N days from here",
      middleware: portal(),
      request: { params: z.object({ token }), body: jsonBody(portalSeenSchema) },
      responses: { 200: jsonContent(okResponseSchema, 'Recorded'), ...bodyErrors },
    }),
    async (c) => {
      await recordPortalSeen(db, c.get('portal'), c.req.valid('json'), c.get('events'));
      return c.json({ ok: true as const }, 200);
    },
  );

  // A stage's answers, autosaved as a draft (never completing it) or submitted: the same input and errors.
  for (const [key, summary, answer, save] of [
    [
      'PUT /api/portal/{token}/stages/{stageId}/draft',
      'Autosave the answers of an open stage (never completes it)',
      jsonContent(portalSubmissionResponseSchema, 'The saved draft'),
      saveDraft,
    ],
    [
      'POST /api/portal/{token}/stages/{stageId}/submit',
      'Submit (or edit) the answers of an open stage',
      jsonContent(portalSubmitResponseSchema, 'The submission and the progress'),
      submitStage,
    ],
  ] as const) {
    app.openapi(
      route(key, {
        tags,
        summary,
        middleware: portal(),
        request: { params: stageParams, body: jsonBody(portalAnswersSchema) },
        responses: { 200: answer, ...answerErrors },
      }),
      async (c) => {
        const { stageId } = c.req.valid('param');
        return c.json(await save(db, c.get('portal'), stageId, c.req.valid('json').answers, c.get('events')), 200);
      },
    );
  }

  // Multipart: described here, read by the handler below so the file streams under the size limit.
  const uploads = describeRoute(app, 'POST /api/portal/{token}/uploads', {
    tags,
    summary: 'Upload a file answering a file question of an open stage',
    request: {
      params: z.object({ token }),
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: portalUploadFieldsSchema.extend({
              file: z.string().meta({ format: 'binary', description: 'One file, up to MAX_UPLOAD_MB' }),
            }),
          },
        },
      },
    },
    responses: { 201: jsonContent(portalUploadResponseSchema, 'The stored file'), ...stageErrors },
  });
  app.on(uploads.method, uploads.path, portal(), async (c) => {
    // The link and password (the middleware) are checked before a byte of the file is read.
    const project = c.get('portal');
    const storage = requireStorage(deps.storage);
    const upload = await receiveUpload(c.req.raw, {
      storage,
      maxBytes: deps.maxUploadBytes,
      projectId: project.id,
      uploaderType: 'client',
    });
    return c.json(await recordClientUpload(db, storage, project, upload), 201);
  });

  // A file answer: described here, streamed by the handler below.
  const files = describeRoute(app, 'GET /api/portal/{token}/files/{attachmentId}', {
    tags,
    summary: "A file of this portal's project (a deliverable or the client's own upload)",
    request: {
      params: z.object({ token }).extend(uuidParams('attachmentId', PORTAL_MESSAGES.fileNotFound).shape),
      query: z.object({ download: z.string().optional().meta({ description: 'Present: as an attachment' }) }),
    },
    responses: {
      200: {
        description: 'The file (one byte range answers 206)',
        content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
      },
      ...portalErrors,
      416: jsonContent(errorSchema, 'The byte range is outside the file'),
    },
  });
  app.on(files.method, files.path, portal(), async (c) => {
    const file = await findPortalFile(db, c.get('portal'), uuidParam(c, 'attachmentId', PORTAL_MESSAGES.fileNotFound));
    return sendStoredFile(c, requireStorage(deps.storage), file, {
      disposition: c.req.query('download') === undefined ? 'inline' : 'attachment',
    });
  });

  app.openapi(
    route('POST /api/portal/{token}/deliverables/{deliverableId}/review', {
      tags,
      summary: "Approve a deliverable or request changes (the client's newest decision counts)",
      middleware: portal(),
      request: {
        params: z.object({ token }).extend(uuidParams('deliverableId', PORTAL_MESSAGES.deliverableNotFound).shape),
        body: jsonBody(portalReviewSchema),
      },
      responses: { 200: jsonContent(portalReviewResponseSchema, 'The decision and the progress'), ...stageErrors },
    }),
    async (c) =>
      c.json(
        await reviewDeliverable(
          db,
          c.get('portal'),
          c.req.valid('param').deliverableId,
          c.req.valid('json'),
          c.get('events'),
        ),
        200,
      ),
  );
}

function requireStorage(storage: FileStorage | undefined): FileStorage {
  if (!storage) throw new Error('File storage is not configured');
  return storage;
}
