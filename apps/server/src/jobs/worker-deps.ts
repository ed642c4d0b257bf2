import type { Db } from '../db/database';
import type { Mailer } from '../email/mailer';
import type { DnsResolver } from '../services/domains/dns-resolver';

/** What every background worker may use (jobs/workers.ts registers them all). */
export interface WorkerDeps {
  db: Db;
  mailer: Mailer;
  /** Where links in mail from jobs point (config.appOrigin). */
  appOrigin: string;
  /** AUTH_SECRET: signs unsubscribe links, decrypts webhook secrets. */
  secret: string;
  /** NODE_ENV=production: webhook deliveries refuse loopback and private addresses. */
  isProduction: boolean;
  /** PORTAL_BASE_DOMAIN: portal links in reminders use a claimed subdomain. */
  portalBaseDomain?: string | undefined;
  /** PUBLIC_URL: its host is the CNAME target custom domains are checked against. */
  publicUrl?: string | undefined;
  /** The domain checks' DNS resolver; the system's by default (tests pass a stub). */
  dnsResolver?: DnsResolver;
}
