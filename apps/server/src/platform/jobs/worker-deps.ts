import type { Db } from '../db/database';
import type { DnsResolver } from '../dns/dns-resolver';
import type { Mailer } from '../mail/mailer';
import type { FileStorage } from '../storage/file-storage';

/** What every background worker may use (workers.ts registers them all). */
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
  /** Private file storage: a queued email's attachments are read from it when it is sent. */
  storage?: FileStorage | undefined;
}
