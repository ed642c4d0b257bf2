import {
  ERROR_CODES,
  PORTAL_MESSAGES,
  portalAnswersSchema,
  portalPasswordSchema,
  portalReviewSchema,
} from '@bloom/core';
import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { hitRateLimit, isRateLimited, type RateRule } from '../auth/rate-limit';
import type { Db } from '../db/database';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/context';
import { requestOrigin } from '../http/link-origin';
import { isSaneId, uuidParam } from '../http/path-ids';
import { readJson } from '../http/read-json';
import { verifyPortalPassword } from '../services/clients/portal-access';
import {
  findPortalProject,
  PORTAL_RATE_RULES,
  type PortalProject,
  passwordRequired,
  portalMissKey,
  portalPasswordKey,
} from '../services/portal/portal-access';
import { saveDraft, submitStage } from '../services/portal/portal-answers';
import {
  PORTAL_COOKIE,
  PORTAL_COOKIE_MAX_AGE,
  signPortalCookie,
  verifyPortalCookie,
} from '../services/portal/portal-cookie';
import { findPortalFile, recordClientUpload } from '../services/portal/portal-files';
import { loadPortalPage } from '../services/portal/portal-payload';
import { reviewDeliverable } from '../services/portal/portal-reviews';
import { notFound, ServiceError, tooManyRequests } from '../services/service-error';
import type { FileStorage } from '../storage/file-storage';
import { receiveUpload } from '../storage/receive-upload';
import { sendStoredFile } from '../storage/send-stored-file';

export interface PortalRouteDeps {
  db: Db;
  storage: FileStorage | undefined;
  maxUploadBytes: number;
  /** Signs the portal cookie (AUTH_SECRET). */
  secret: string;
  rateLimitScale: number;
  trustProxy: number;
}

/**
 * The public client portal on /api/portal/:token (contract: packages/core/src/portal/portal-api.ts).
 * No session: the token is the key, the portal cookie proves the password, and every id in a
 * path must belong to the token's project (404 otherwise).
 */
export function portalRoutes(deps: PortalRouteDeps) {
  const { db, secret, trustProxy } = deps;
  const r = new Hono<AppEnv>();
  const scaled = (rule: RateRule): RateRule => ({ ...rule, limit: rule.limit * deps.rateLimitScale });
  const missRule = scaled(PORTAL_RATE_RULES.missesPerAddress);
  const passwordRule = scaled(PORTAL_RATE_RULES.wrongPasswordsPerPortal);
  const token = (c: Context<AppEnv>) => c.req.param('token') ?? '';
  const misses = (c: Context<AppEnv>) => {
    const missKey = portalMissKey(clientAddress(c, trustProxy));
    return { missKey, missLimit: missRule.limit, recordMiss: () => hitRateLimit(db, missKey, missRule).then(() => {}) };
  };
  const hasPassword = (c: Context<AppEnv>, project: PortalProject) =>
    !project.passwordHash || verifyPortalCookie(secret, project.id, project.passwordHash, getCookie(c, PORTAL_COOKIE));
  const authorize = (c: Context<AppEnv>) => (project: PortalProject) => {
    if (!hasPassword(c, project)) throw passwordRequired(project.branding);
  };
  /** The token's open project, with its password proven. */
  const portal = async (c: Context<AppEnv>) => {
    const m = misses(c);
    const project = await findPortalProject(db, token(c), m.missKey, m.missLimit, m.recordMiss);
    authorize(c)(project);
    return project;
  };

  r.get('/:token', async (c) =>
    c.json(
      await loadPortalPage(db, token(c), {
        ...misses(c),
        authorize: authorize(c),
        maxUploadBytes: deps.maxUploadBytes,
      }),
    ),
  );

  r.post('/:token/session', async (c) => {
    const m = misses(c);
    const project = await findPortalProject(db, token(c), m.missKey, m.missLimit, m.recordMiss);
    const { password } = await readJson(c, portalPasswordSchema);
    if (!project.passwordHash) return c.json({ ok: true });
    const key = portalPasswordKey(project.id, clientAddress(c, trustProxy));
    if (await isRateLimited(db, key, passwordRule)) {
      throw tooManyRequests(
        PORTAL_MESSAGES.tooManyPasswordTries,
        PORTAL_RATE_RULES.wrongPasswordsPerPortal.windowSeconds,
      );
    }
    if (!(await verifyPortalPassword(project.passwordHash, password))) {
      await hitRateLimit(db, key, passwordRule);
      throw new ServiceError(ERROR_CODES.PORTAL_WRONG_PASSWORD, PORTAL_MESSAGES.wrongPassword);
    }
    setCookie(c, PORTAL_COOKIE, signPortalCookie(secret, project.id, project.passwordHash), {
      // This portal only: the browser sends it to this token's API paths and nowhere else.
      path: `/api/portal/${token(c)}`,
      httpOnly: true,
      sameSite: 'Strict',
      secure: requestOrigin(c.req.raw, trustProxy).startsWith('https:'),
      maxAge: PORTAL_COOKIE_MAX_AGE,
    });
    return c.json({ ok: true });
  });

  r.put('/:token/stages/:stageId/draft', async (c) => {
    const project = await portal(c);
    const { answers } = await readJson(c, portalAnswersSchema);
    return c.json(await saveDraft(db, project, stageParam(c), answers));
  });

  r.post('/:token/stages/:stageId/submit', async (c) => {
    const project = await portal(c);
    const { answers } = await readJson(c, portalAnswersSchema);
    return c.json(await submitStage(db, project, stageParam(c), answers));
  });

  r.post('/:token/uploads', async (c) => {
    // The link and password are checked before a byte of the file is read.
    const project = await portal(c);
    const storage = requireStorage(deps.storage);
    const upload = await receiveUpload(c.req.raw, {
      storage,
      maxBytes: deps.maxUploadBytes,
      projectId: project.id,
      uploaderType: 'client',
    });
    return c.json(await recordClientUpload(db, storage, project, upload), 201);
  });

  r.get('/:token/files/:attachmentId', async (c) => {
    const project = await portal(c);
    const file = await findPortalFile(db, project, uuidParam(c, 'attachmentId', PORTAL_MESSAGES.fileNotFound));
    return sendStoredFile(c, requireStorage(deps.storage), file, {
      disposition: c.req.query('download') === undefined ? 'inline' : 'attachment',
    });
  });

  r.post('/:token/deliverables/:deliverableId/review', async (c) => {
    const project = await portal(c);
    const deliverableId = uuidParam(c, 'deliverableId', PORTAL_MESSAGES.deliverableNotFound);
    const input = await readJson(c, portalReviewSchema);
    return c.json(await reviewDeliverable(db, project, deliverableId, input));
  });

  return r;
}

/** Stage ids are text (built-ins have `builtin-…` ids); anything unlike an id names no stage. */
function stageParam(c: Context<AppEnv>): string {
  const id = c.req.param('stageId');
  if (!isSaneId(id)) throw notFound(PORTAL_MESSAGES.stageNotFound);
  return id;
}

function requireStorage(storage: FileStorage | undefined): FileStorage {
  if (!storage) throw new Error('File storage is not configured');
  return storage;
}
