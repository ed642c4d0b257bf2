import { verifyResponseSchema, verifySchema } from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { hitRateLimit, type RateRule } from '../../kernel/rate-limit';
import { tooManyRequests } from '../../kernel/service-error';
import { clientAddress } from '../../platform/http/client-address';
import { errors, jsonBody, jsonContent, route } from '../../platform/http/openapi';
import { verifyAgreement } from './verify-agreement';

/** Checks per client address (scaled by RATE_LIMIT_SCALE): enough for anyone, not for a scan of hashes. */
export const VERIFY_RATE_RULE = { limit: 60, windowSeconds: 15 * 60 } satisfies RateRule;
const TOO_MANY = 'Too many checks from this address. Try again in a few minutes.';

/** POST /api/agreements/verify: public, no session; the answer is never cached. */
export function verifyRoutes(app: Router, { db, links, rateLimitScale }: ModuleDeps) {
  app.openapi(
    route('POST /api/agreements/verify', {
      tags: ['Agreements'],
      summary: "Whether a PDF's SHA-256 (computed in the browser) is a final document we sealed, altered, or unknown",
      request: { body: jsonBody(verifySchema) },
      responses: {
        200: jsonContent(verifyResponseSchema, 'sealed (with what the document shows), altered or unknown'),
        400: errors[400],
        413: errors[413],
        415: errors[415],
        429: errors[429],
      },
    }),
    async (c) => {
      const rule = { ...VERIFY_RATE_RULE, limit: VERIFY_RATE_RULE.limit * rateLimitScale };
      const hit = await hitRateLimit(db, `agreement-verify:${clientAddress(c, links.trustProxy)}`, rule);
      if (!hit.allowed) throw tooManyRequests(TOO_MANY, hit.retryAfterSeconds);
      c.header('cache-control', 'no-store');
      return c.json(await verifyAgreement(db, c.req.valid('json')), 200);
    },
  );
}
