import { z } from 'zod';
import { text } from '../text';
import { DOMAIN_MAX, DOMAIN_STATES, DOMAIN_MESSAGES as M } from './domain-messages';
import { customDomainProblem, normalizeHost, normalizeSubdomain, subdomainProblem } from './domain-rules';

/** The portal domain API's inputs and answers (contract: api/domain-routes.ts). */

/** `PUT /api/settings/domain/subdomain`: the slug, lower-cased; the rules of `subdomainProblem`. */
export const subdomainInputSchema = z.strictObject({
  subdomain: text({ label: 'Subdomain', error: M.subdomainRequired })
    .max(200, M.subdomainLength)
    .overwrite(normalizeSubdomain)
    .superRefine((slug, ctx) => {
      const problem = subdomainProblem(slug);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

/**
 * `PUT /api/settings/domain/custom`: a host such as `portal.studio.com` (a pasted URL is cut down
 * to its host). Whether it is under the product's own hosts is the server's check, which knows them.
 */
export const customDomainInputSchema = z.strictObject({
  domain: text({ label: 'Domain', error: M.domainRequired })
    .max(DOMAIN_MAX + 100, M.domainTooLong)
    .overwrite(normalizeHost)
    .superRefine((host, ctx) => {
      const problem = customDomainProblem(host);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

/** `GET /api/domains/tls-allowed?domain=`: the host a reverse proxy asks a certificate for. */
export const tlsAllowedQuerySchema = z.object({
  domain: text({ label: 'Domain' })
    .max(DOMAIN_MAX + 100)
    .optional(),
});

const isoDate = z.string().nullable();

export const domainRecordSchema = z.object({
  type: z.enum(['CNAME', 'TXT']),
  /** The full name to create the record at. */
  name: z.string(),
  /** What it must hold. */
  value: z.string(),
  /** What DNS held at the last check (empty: nothing, or not checked yet). */
  actual: z.array(z.string()),
  ok: z.boolean(),
  /** Why it is not right yet; null when it is, or before the first check. */
  problem: z.string().nullable(),
});
export type DomainRecordDto = z.output<typeof domainRecordSchema>;

export const customDomainSchema = z.object({
  host: z.string(),
  state: z.enum(DOMAIN_STATES),
  /** Portal links use it and its host serves the workspace's portals (verified, or failing < 72 h). */
  live: z.boolean(),
  records: z.array(domainRecordSchema),
  addedAt: z.string(),
  lastCheckedAt: isoDate,
  verifiedAt: isoDate,
  firstFailingAt: isoDate,
  /** Failing: when links fall back to the default address (or fell back). */
  fallbackAt: isoDate,
  /** Pending: when automatic checks stop (24 hours after it was added). */
  autoChecksUntil: isoDate,
  /** A problem beyond the records (the domain verified by another workspace). */
  problem: z.string().nullable(),
});
export type CustomDomainDto = z.output<typeof customDomainSchema>;

export const domainSettingsSchema = z.object({
  subdomain: z.object({
    /** PORTAL_BASE_DOMAIN; null when this server offers no subdomains (the form is hidden). */
    baseDomain: z.string().nullable(),
    /** The claimed slug, or null. */
    slug: z.string().nullable(),
  }),
  custom: customDomainSchema.nullable(),
  /** The CNAME's target: the host of PUBLIC_URL, else the host this page was opened on. */
  cnameTarget: z.string(),
  cnameTargetFrom: z.enum(['public-url', 'request']),
  /** Where portal links point now (custom domain > subdomain > this app's address). */
  portalOrigin: z.string(),
});
export type DomainSettings = z.output<typeof domainSettingsSchema>;
export const domainSettingsResponseSchema = z.object({ domain: domainSettingsSchema });
