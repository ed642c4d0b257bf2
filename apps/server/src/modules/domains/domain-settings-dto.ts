import {
  type CustomDomainDto,
  type DomainRecordDto,
  type DomainSettings,
  domainRecords,
  fallbackAt,
  isDomainLive,
  DOMAIN_MESSAGES as M,
  pendingChecksEndAt,
} from '@bloom/core';
import type { Selectable } from 'kysely';
import type { PortalDomainsTable } from '../../platform/db/schema';
import { cnameTargetOf } from './domain-check';
import type { DomainRequest } from './portal-domains';
import { portalOriginFor } from './portal-origin';

type Row = Selectable<PortalDomainsTable>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The records to create, each with what the last check found: a stored result counts only while it
 * is about the same name and value (the target changes with PUBLIC_URL).
 */
function recordsOf(row: Row, host: string, target: string, token: string): DomainRecordDto[] {
  const stored = row.check_results?.records ?? [];
  return domainRecords(host, target, token).map((spec) => {
    const found = stored.find((r) => r.type === spec.type && r.name === spec.name && r.value === spec.value);
    return found
      ? { ...spec, actual: found.actual, ok: found.ok, problem: found.problem }
      : { ...spec, actual: [], ok: false, problem: null };
  });
}

function customDomainDto(row: Row, target: string, now: Date): CustomDomainDto | null {
  const { custom_domain: host, challenge_token: token, state, custom_added_at: addedAt } = row;
  if (!host || !token || !state || !addedAt) return null;
  return {
    host,
    state,
    live: isDomainLive(state, row.first_failing_at, now),
    records: recordsOf(row, host, target, token),
    addedAt: addedAt.toISOString(),
    lastCheckedAt: iso(row.last_checked_at),
    verifiedAt: iso(row.verified_at),
    firstFailingAt: iso(row.first_failing_at),
    fallbackAt: state === 'failing' && row.first_failing_at ? fallbackAt(row.first_failing_at).toISOString() : null,
    autoChecksUntil: state === 'pending' ? pendingChecksEndAt(addedAt).toISOString() : null,
    problem: row.check_results?.taken && state === 'pending' ? M.takenOnVerify : null,
  };
}

/** `GET /api/settings/domain`'s answer for the workspace's row (undefined: nothing claimed yet). */
export function domainSettingsDto(row: Row | undefined, req: DomainRequest): DomainSettings {
  const { domains } = req;
  const now = domains.now();
  const target = row?.custom_domain ? cnameTargetOf(row, domains.publicHost) : (domains.publicHost ?? req.requestHost);
  return {
    subdomain: { baseDomain: domains.baseDomain ?? null, slug: domains.baseDomain ? (row?.subdomain ?? null) : null },
    custom: row ? customDomainDto(row, target, now) : null,
    cnameTarget: target,
    cnameTargetFrom: domains.publicHost ? 'public-url' : 'request',
    portalOrigin: portalOriginFor(row, { baseDomain: domains.baseDomain, appOrigin: req.appOrigin, now }),
  };
}
