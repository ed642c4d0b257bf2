import { randomBytes } from 'node:crypto';
import { customDomainProblem, type DomainSettings, DOMAIN_MESSAGES as M } from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { badRequest, conflict, notFound } from '../../kernel/service-error';
import { type CheckableDomain, checkDomain } from './domain-check';
import { domainSettingsDto } from './domain-settings-dto';
import type { DomainRequest } from './portal-domains';

/**
 * The owner's portal domains (/settings/domain; docs/product.md#portal-domains): claim or release
 * a subdomain, add or remove a custom domain, check it now. Every change forgets the host cache.
 */

const isUniqueViolation = (err: unknown) => (err as { code?: unknown } | null)?.code === '23505';

const readRow = (ctx: OwnerContext) =>
  ctx.db.selectFrom('portal_domains').selectAll().where('workspace_id', '=', ctx.workspaceId).executeTakeFirst();

export async function getDomainSettings(ctx: OwnerContext, req: DomainRequest): Promise<DomainSettings> {
  return domainSettingsDto(await readRow(ctx), req);
}

/** Claims `{slug}.{PORTAL_BASE_DOMAIN}` (replacing the workspace's earlier one): 409 when another has it. */
export async function claimSubdomain(ctx: OwnerContext, req: DomainRequest, slug: string): Promise<DomainSettings> {
  if (!req.domains.baseDomain) throw conflict(M.subdomainsOff);
  try {
    await ctx.db
      .insertInto('portal_domains')
      .values({ workspace_id: ctx.workspaceId, subdomain: slug })
      .onConflict((oc) => oc.column('workspace_id').doUpdateSet({ subdomain: slug, updated_at: sql<Date>`now()` }))
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.subdomainTaken);
    throw err;
  }
  req.domains.invalidate();
  return getDomainSettings(ctx, req);
}

export async function releaseSubdomain(ctx: OwnerContext, req: DomainRequest): Promise<DomainSettings> {
  await ctx.db
    .updateTable('portal_domains')
    .set({ subdomain: null, updated_at: sql<Date>`now()` })
    .where('workspace_id', '=', ctx.workspaceId)
    .execute();
  req.domains.invalidate();
  return getDomainSettings(ctx, req);
}

/** A new TXT challenge: 128 random bits. */
const newChallenge = () => `bloom-verify=${randomBytes(16).toString('hex')}`;

/**
 * Adds `host` (normalized by core's schema) as the custom domain, pending with a new challenge;
 * the same host again changes nothing. 400 under the product's own hosts; 409 when another
 * workspace uses it (any workspace may add a host, only the one holding its DNS verifies it).
 */
export async function setCustomDomain(ctx: OwnerContext, req: DomainRequest, host: string): Promise<DomainSettings> {
  const { domains } = req;
  const problem = customDomainProblem(host, {
    baseDomain: domains.baseDomain,
    appHost: domains.publicHost ?? req.requestHost,
  });
  if (problem) throw badRequest(problem);
  const current = await readRow(ctx);
  if (current?.custom_domain === host) return domainSettingsDto(current, req);
  const taken = await ctx.db
    .selectFrom('portal_domains')
    .select('workspace_id')
    .where('custom_domain', '=', host)
    .where('state', 'in', ['verified', 'failing'])
    .where('workspace_id', '<>', ctx.workspaceId)
    .executeTakeFirst();
  if (taken) throw conflict(M.domainTaken);
  const values = {
    custom_domain: host,
    challenge_token: newChallenge(),
    state: 'pending' as const,
    cname_target: domains.publicHost ?? req.requestHost,
    custom_added_at: domains.now(),
    verified_at: null,
    last_checked_at: null,
    first_failing_at: null,
    check_results: null,
  };
  await ctx.db
    .insertInto('portal_domains')
    .values({ workspace_id: ctx.workspaceId, ...values })
    .onConflict((oc) => oc.column('workspace_id').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
    .execute();
  domains.invalidate();
  return getDomainSettings(ctx, req);
}

/** Removes the custom domain: portal links use the subdomain or the app's address again at once. */
export async function removeCustomDomain(ctx: OwnerContext, req: DomainRequest): Promise<DomainSettings> {
  await ctx.db
    .updateTable('portal_domains')
    .set({
      custom_domain: null,
      challenge_token: null,
      state: null,
      cname_target: null,
      custom_added_at: null,
      verified_at: null,
      last_checked_at: null,
      first_failing_at: null,
      check_results: null,
      updated_at: sql<Date>`now()`,
    })
    .where('workspace_id', '=', ctx.workspaceId)
    .execute();
  req.domains.invalidate();
  return getDomainSettings(ctx, req);
}

/** 'Check now': looks the records up at once and stores what it found; 404 without a custom domain. */
export async function checkCustomDomainNow(ctx: OwnerContext, req: DomainRequest): Promise<DomainSettings> {
  const row = await readRow(ctx);
  if (!row?.custom_domain || !row.challenge_token || !row.state) throw notFound(M.noCustomDomain);
  const { domains } = req;
  await checkDomain(ctx.db, row as CheckableDomain, {
    resolver: domains.resolver,
    now: domains.now(),
    publicHost: domains.publicHost,
  });
  domains.invalidate();
  return getDomainSettings(ctx, req);
}
