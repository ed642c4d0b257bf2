import { canonicalHost } from '@bloom/core';
import { systemDnsResolver } from '../../platform/dns/dns-resolver';
import type { Jobs } from '../../platform/jobs/jobs';
import type { WorkerDeps } from '../../platform/jobs/worker-deps';
import { runDomainChecks } from './domain-check';

export const DOMAIN_CHECKS = 'domain-checks';

/**
 * The custom domains' cron tick (every 5 minutes, queues.ts SCHEDULES): checks the DNS of every
 * domain due one (pending ones for their first day, verified and failing ones on their own
 * rhythm; modules/domains/domain-check.ts). A domain whose check failed is logged and tried on
 * a later tick.
 */
export const workDomainChecks = (jobs: Jobs, { db, publicUrl, dnsResolver }: WorkerDeps) => {
  const resolver = dnsResolver ?? systemDnsResolver();
  const publicHost = publicUrl ? (canonicalHost(new URL(publicUrl).host) ?? undefined) : undefined;
  return jobs.work(DOMAIN_CHECKS, async () => {
    const { failed } = await runDomainChecks(db, { resolver, now: new Date(), publicHost });
    for (const { workspaceId, reason } of failed) console.error(`[domains] workspace ${workspaceId}: ${reason}`);
  });
};
