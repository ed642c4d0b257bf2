import {
  acceptOwnershipTransferSchema,
  MESSAGES,
  OWNERSHIP_MESSAGES,
  okResponseSchema,
  ownershipTransferResponseSchema,
  startOwnershipTransferSchema,
} from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { hitRateLimit, type RateRule } from '../../kernel/rate-limit';
import { notFound, tooManyRequests } from '../../kernel/service-error';
import { linkOrigin } from '../../platform/http/link-origin';
import { errors, jsonBody, jsonContent, ownerErrors, route } from '../../platform/http/openapi';
import { requireOwner } from '../auth';
import { acceptTransfer } from './ownership-accept';
import { confirmPassword } from './ownership-password';
import { visibleTransfer } from './ownership-queries';
import { cancelTransfer, hasTransferFor, startTransfer } from './ownership-transfer';

const tags = ['Team'];
const writeErrors = { ...ownerErrors, 403: errors[403], 409: errors[409], 413: errors[413] } as const;
/** Password guesses at a transfer, per person (a stolen session must not find the password this way). */
const ACCEPT_ATTEMPTS: RateRule = { limit: 10, windowSeconds: 15 * 60 };

/** Transferring the workspace to another member (contract: core api/team-routes.ts). */
export function ownershipRoutes(app: Router, { auth, db, links, rateLimitScale }: ModuleDeps) {
  const owner = requireOwner(db);

  app.openapi(
    route('GET /api/team/ownership-transfer', {
      tags,
      summary: 'The transfer of ownership waiting here: to the Owner and Admins, and to the member it names',
      middleware: [owner],
      responses: { 200: jsonContent(ownershipTransferResponseSchema, 'The transfer, or null'), ...ownerErrors },
    }),
    async (c) => c.json({ transfer: await visibleTransfer(c.get('owner')) }, 200),
  );
  app.openapi(
    route('POST /api/team/ownership-transfer', {
      tags,
      summary: 'Ask a member to become the Owner (they accept with their password within 7 days)',
      middleware: [owner],
      request: { body: jsonBody(startOwnershipTransferSchema) },
      responses: {
        201: jsonContent(ownershipTransferResponseSchema, 'The transfer, its email queued'),
        ...writeErrors,
      },
    }),
    async (c) => {
      const origin = linkOrigin(c.req.raw, links);
      const transfer = await startTransfer(c.get('owner'), c.req.valid('json').userId, origin);
      return c.json({ transfer }, 201);
    },
  );
  app.openapi(
    route('DELETE /api/team/ownership-transfer', {
      tags,
      summary: 'Cancel the transfer of ownership waiting here',
      middleware: [owner],
      responses: { 200: jsonContent(okResponseSchema, 'Cancelled'), ...writeErrors },
    }),
    async (c) => {
      await cancelTransfer(c.get('owner'));
      return c.json({ ok: true as const }, 200);
    },
  );
  app.openapi(
    route('POST /api/team/ownership-transfer/accept', {
      tags,
      summary: 'Become the Owner (the member the transfer names, with their password); the old Owner turns Admin',
      middleware: [owner],
      request: { body: jsonBody(acceptOwnershipTransferSchema) },
      responses: { 200: jsonContent(okResponseSchema, 'The Owner now'), ...writeErrors, 429: errors[429] },
    }),
    async (c) => {
      const ctx = c.get('owner');
      if (!(await hasTransferFor(ctx))) throw notFound(OWNERSHIP_MESSAGES.notPending);
      const rule = { ...ACCEPT_ATTEMPTS, limit: ACCEPT_ATTEMPTS.limit * rateLimitScale };
      const attempt = await hitRateLimit(db, `ownership-accept:${ctx.userId}`, rule);
      if (!attempt.allowed) throw tooManyRequests(MESSAGES.tooManyAttempts, attempt.retryAfterSeconds);
      await confirmPassword(auth, c.req.raw.headers, c.req.valid('json').password);
      await acceptTransfer(ctx);
      return c.json({ ok: true as const }, 200);
    },
  );
}
