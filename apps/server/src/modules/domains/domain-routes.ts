import {
  canonicalHost,
  customDomainInputSchema,
  DOMAIN_MESSAGES,
  domainSettingsResponseSchema,
  normalizeHost,
  subdomainInputSchema,
  tlsAllowedQuerySchema,
} from '@bloom/core';
import type { Context } from 'hono';
import type { ModuleDeps, Router } from '../../app-deps';
import type { AppEnv } from '../../kernel/context';
import { hitRateLimit, type RateRule } from '../../kernel/rate-limit';
import { tooManyRequests } from '../../kernel/service-error';
import { clientAddress } from '../../platform/http/client-address';
import { linkOrigin, requestHost } from '../../platform/http/link-origin';
import {
  describeRoute,
  errors,
  jsonBody,
  jsonContent,
  ownerConflictErrors,
  ownerErrors,
  route,
} from '../../platform/http/openapi';
import { requireOwner } from '../auth';
import {
  checkCustomDomainNow,
  claimSubdomain,
  getDomainSettings,
  releaseSubdomain,
  removeCustomDomain,
  setCustomDomain,
} from './domain-settings';
import type { DomainRequest } from './portal-domains';

const tags = ['Domains'];
const settings = jsonContent(domainSettingsResponseSchema, "The workspace's portal domains");
/** 'Check now' per workspace: each is a few DNS lookups. */
const CHECK_RULE: RateRule = { limit: 20, windowSeconds: 10 * 60 };
/** TLS asks for hosts that are no workspace's, per address: someone probing names. */
const TLS_MISS_RULE: RateRule = { limit: 300, windowSeconds: 10 * 60 };

/**
 * Portal domains (issue 23; contract: core api/domain-routes.ts): the owner's
 * subdomain and custom domain under /settings/domain, and the public TLS ask of a reverse proxy.
 */
export function domainRoutes(app: Router, { db, domains, links, rateLimitScale }: ModuleDeps) {
  const owner = requireOwner(db);
  const request = (c: Context<AppEnv>): DomainRequest => ({
    domains,
    requestHost: canonicalHost(requestHost(c.req.raw, links.trustProxy)) ?? '',
    appOrigin: linkOrigin(c.req.raw, links),
  });

  app.openapi(
    route('GET /api/settings/domain', {
      tags,
      summary: 'The subdomain, the custom domain with its DNS records (expected and found) and its state',
      middleware: [owner],
      responses: { 200: settings, ...ownerErrors },
    }),
    async (c) => c.json({ domain: await getDomainSettings(c.get('owner'), request(c)) }, 200),
  );

  app.openapi(
    route('PUT /api/settings/domain/subdomain', {
      tags,
      summary: 'Claim {slug}.{PORTAL_BASE_DOMAIN} (replaces the earlier one); 409 when taken or subdomains are off',
      middleware: [owner],
      request: { body: jsonBody(subdomainInputSchema) },
      responses: { 200: settings, ...ownerConflictErrors },
    }),
    async (c) =>
      c.json({ domain: await claimSubdomain(c.get('owner'), request(c), c.req.valid('json').subdomain) }, 200),
  );

  app.openapi(
    route('DELETE /api/settings/domain/subdomain', {
      tags,
      summary: 'Release the subdomain: portal links use the custom domain or the app’s address',
      middleware: [owner],
      responses: { 200: settings, ...ownerConflictErrors },
    }),
    async (c) => c.json({ domain: await releaseSubdomain(c.get('owner'), request(c)) }, 200),
  );

  app.openapi(
    route('PUT /api/settings/domain/custom', {
      tags,
      summary: 'Add a custom domain, pending until its CNAME and TXT records check out; 409 when another uses it',
      middleware: [owner],
      request: { body: jsonBody(customDomainInputSchema) },
      responses: { 200: settings, ...ownerConflictErrors },
    }),
    async (c) => c.json({ domain: await setCustomDomain(c.get('owner'), request(c), c.req.valid('json').domain) }, 200),
  );

  app.openapi(
    route('DELETE /api/settings/domain/custom', {
      tags,
      summary: 'Remove the custom domain: portal links fall back at once',
      middleware: [owner],
      responses: { 200: settings, ...ownerConflictErrors },
    }),
    async (c) => c.json({ domain: await removeCustomDomain(c.get('owner'), request(c)) }, 200),
  );

  app.openapi(
    route('POST /api/settings/domain/check', {
      tags,
      summary: "'Check now': look the custom domain's records up at once; 404 without one",
      middleware: [owner],
      responses: { 200: settings, ...ownerConflictErrors, 429: errors[429] },
    }),
    async (c) => {
      const ctx = c.get('owner');
      const rule = { ...CHECK_RULE, limit: CHECK_RULE.limit * rateLimitScale };
      const hit = await hitRateLimit(db, `domain-check:${ctx.workspaceId}`, rule);
      if (!hit.allowed) throw tooManyRequests(DOMAIN_MESSAGES.tooManyChecks, hit.retryAfterSeconds);
      return c.json({ domain: await checkCustomDomainNow(ctx, request(c)) }, 200);
    },
  );

  const tlsAsk = describeRoute(app, 'GET /api/domains/tls-allowed', {
    tags,
    summary:
      "A reverse proxy's on-demand TLS ask (Caddy's `ask`): 200 for a live custom domain or a claimed subdomain, else 404; no body",
    request: { query: tlsAllowedQuerySchema },
    responses: {
      200: { description: 'A certificate may be issued for this host' },
      404: { description: 'Not a host of this service' },
      429: { description: 'Too many asks for unknown hosts from this address' },
    },
  });
  app.on(tlsAsk.method, tlsAsk.path, async (c) => {
    const parsed = tlsAllowedQuerySchema.safeParse({ domain: c.req.query('domain') });
    const host = parsed.success ? (canonicalHost(normalizeHost(parsed.data.domain ?? '')) ?? '') : '';
    if (host && (await domains.siteForHost(host))) return c.body(null, 200);
    const rule = { ...TLS_MISS_RULE, limit: TLS_MISS_RULE.limit * rateLimitScale };
    const miss = await hitRateLimit(db, `tls-ask-miss:${clientAddress(c, links.trustProxy)}`, rule);
    if (!miss.allowed) return c.body(null, 429, { 'retry-after': String(miss.retryAfterSeconds) });
    return c.body(null, 404);
  });
}
