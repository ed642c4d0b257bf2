import { ERROR_CODES, PORTAL_MESSAGES, type PortalResponse } from '@bloom/core';
import { hitRateLimit, isRateLimited, type RateRule } from '../../kernel/rate-limit';
import { ServiceError, tooManyRequests } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import { type AnswerCache, cachedAnswer, type JsonText } from '../../platform/http/answer-cache';
import { verifyPortalPassword } from '../clients';
import {
  findPortalProject,
  PORTAL_RATE_RULES,
  type PortalProject,
  passwordRequired,
  portalMissKey,
  portalPasswordKey,
} from './portal-access';
import { PORTAL_COOKIE, PORTAL_COOKIE_MAX_AGE, signPortalCookie, verifyPortalCookie } from './portal-cookie';
import { loadPortalPage } from './portal-payload';

/** What every portal call needs: the database, AUTH_SECRET (signs the portal cookie), RATE_LIMIT_SCALE. */
export interface PortalGate {
  db: Db;
  secret: string;
  rateLimitScale: number;
}

/** One request to a portal: the token of its path, the caller's address and the portal cookie it sent. */
export interface PortalVisit {
  token: string;
  address: string;
  cookie: string | undefined;
}

/** The cookie a right password earns; the route sets it as it is. */
export interface PortalCookie {
  name: string;
  value: string;
  options: { path: string; httpOnly: true; sameSite: 'Strict'; secure: boolean; maxAge: number };
}

const scaled = (gate: PortalGate, rule: RateRule): RateRule => ({ ...rule, limit: rule.limit * gate.rateLimitScale });

/** Links that name no open portal count against the address (someone guessing tokens). */
function misses(gate: PortalGate, address: string) {
  const rule = scaled(gate, PORTAL_RATE_RULES.missesPerAddress);
  const missKey = portalMissKey(address);
  return {
    missKey,
    missLimit: rule.limit,
    recordMiss: () => hitRateLimit(gate.db, missKey, rule).then(() => {}),
  };
}

/** The password is proven when the portal has none, or the cookie signs its current hash. */
function requirePassword(gate: PortalGate, project: PortalProject, cookie: string | undefined): void {
  if (!project.passwordHash) return;
  if (!verifyPortalCookie(gate.secret, project.id, project.passwordHash, cookie)) {
    throw passwordRequired(project.branding);
  }
}

/** The token's open project, its password not asked (the password screen's own call): 404 / 429 otherwise. */
export function findPortal(gate: PortalGate, visit: PortalVisit): Promise<PortalProject> {
  const m = misses(gate, visit.address);
  return findPortalProject(gate.db, visit.token, m.missKey, m.missLimit, m.recordMiss);
}

/** The token's open project with its password proven: 401 with the branding until it is. */
export async function openPortal(gate: PortalGate, visit: PortalVisit): Promise<PortalProject> {
  const project = await findPortal(gate, visit);
  requirePassword(gate, project, visit.cookie);
  return project;
}

/**
 * The whole portal page, in one statement; the password is checked before anything is shaped.
 * `opened` hears of the project the statement found (its workspace's data version with it).
 */
export function openPortalPage(
  gate: PortalGate,
  visit: PortalVisit,
  page: { maxUploadBytes: number; paymentsEnabled: boolean },
  opened?: (project: PortalProject) => void,
): Promise<PortalResponse> {
  return loadPortalPage(gate.db, visit.token, {
    ...misses(gate, visit.address),
    authorize: (project) => {
      requirePassword(gate, project, visit.cookie);
      opened?.(project);
    },
    ...page,
  });
}

/**
 * The portal page as JSON text, kept per token at its workspace's data version
 * (docs/decisions/043-answer-cache.md). A token this process keeps nothing for is answered by the
 * page's one statement, which reads the version too; a kept one first reads its version with the
 * token's lookup (the misses and the password are checked there), and only a changed version
 * builds the page again. A token names one contact of one client: a regenerated one finds nothing.
 */
export async function openCachedPortalPage(
  gate: PortalGate,
  visit: PortalVisit,
  page: { maxUploadBytes: number; paymentsEnabled: boolean },
  cache: AnswerCache,
): Promise<JsonText<PortalResponse>> {
  const key = visit.token;
  if (!cache.has(key)) {
    let version: string | undefined;
    const body = JSON.stringify(
      await openPortalPage(gate, visit, page, (project) => {
        version = project.dataVersion;
      }),
    );
    if (version) cache.set(key, version, body);
    return body;
  }
  const project = await openPortal(gate, visit);
  return cachedAnswer(cache, key, project.dataVersion, () => openPortalPage(gate, visit, page));
}

/**
 * Checks the portal's password (argon2id), five wrong tries per portal and address in 15 minutes
 * at most, and answers the cookie that proves it. A portal without a password needs no cookie: null.
 * The cookie is this portal's only (its Path is the token's API), http-only and same-site strict.
 */
export async function signInToPortal(
  gate: PortalGate,
  project: PortalProject,
  input: { token: string; address: string; password: string; secure: boolean },
): Promise<PortalCookie | null> {
  if (!project.passwordHash) return null;
  const rule = scaled(gate, PORTAL_RATE_RULES.wrongPasswordsPerPortal);
  const key = portalPasswordKey(project.id, input.address);
  if (await isRateLimited(gate.db, key, rule)) {
    throw tooManyRequests(
      PORTAL_MESSAGES.tooManyPasswordTries,
      PORTAL_RATE_RULES.wrongPasswordsPerPortal.windowSeconds,
    );
  }
  if (!(await verifyPortalPassword(project.passwordHash, input.password))) {
    await hitRateLimit(gate.db, key, rule);
    throw new ServiceError(ERROR_CODES.PORTAL_WRONG_PASSWORD, PORTAL_MESSAGES.wrongPassword);
  }
  return {
    name: PORTAL_COOKIE,
    value: signPortalCookie(gate.secret, project.id, project.passwordHash),
    options: {
      path: `/api/portal/${input.token}`,
      httpOnly: true,
      sameSite: 'Strict',
      secure: input.secure,
      maxAge: PORTAL_COOKIE_MAX_AGE,
    },
  };
}
