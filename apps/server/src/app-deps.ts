import type { Auth } from './modules/auth';
import type { BillingSetup } from './modules/billing/create-billing';
import type { DeleteProjectFiles } from './modules/clients/client-context';
import type { PortalDomains } from './modules/domains/portal-domains';
import type { V1Access } from './modules/integrations/v1/v1-access';
import type { PublicPublishing } from './modules/publishing/public-publishing';
import type { Billing } from './platform/billing/provider';
import type { Db } from './platform/db/database';
import type { DnsResolver } from './platform/dns/dns-resolver';
import type { LinkSettings } from './platform/http/link-origin';
import type { Router } from './platform/http/openapi';
import type { PaymentProvider } from './platform/payments';
import type { SealKey } from './platform/pdf/seal-key';
import type { FileStorage } from './platform/storage/file-storage';

/**
 * What the composition root takes (AppDeps, from the server's start or a test) and the one object
 * it hands every area's routes (ModuleDeps: the same, defaults applied, with the services the
 * app builds once). Types only: areas read this file, and it imports nothing of theirs but types
 * (docs/decisions/031-routes-from-core-keys.md).
 */
export interface AppDeps {
  db: Db;
  auth: Auth;
  billing: BillingSetup;
  /** Where clients pay invoices (PAYMENTS_PROVIDER): the test provider or Stripe Connect. */
  payments: PaymentProvider;
  /** AUTH_SECRET: also signs the portal's password cookie. */
  secret: string;
  /** RATE_LIMIT_SCALE; 1 unless an operator raises it. */
  rateLimitScale?: number;
  /** PUBLIC_URL; unset builds links from each request's own origin (platform/http/link-origin.ts). */
  publicUrl?: string | undefined;
  /** TRUST_PROXY: how many proxies in front write X-Forwarded-*; 0 (default) ignores them. */
  trustProxy?: number;
  isProduction: boolean;
  /** The built SPA; omitted in API tests. */
  webDist?: string;
  /** Private file storage (disk or S3) for upload and download routes; tests make their own. */
  storage?: FileStorage;
  /** MAX_UPLOAD_MB in bytes; upload routes pass it to `receiveUpload`. */
  maxUploadBytes?: number;
  /** Removes a deleted client's stored files (after the rows are committed); defaults to `storage.deletePrefix`. */
  deleteProjectFiles?: DeleteProjectFiles;
  /** ADMIN_EMAILS (lower-cased): who may read /api/admin/landing; nobody when empty or omitted. */
  adminEmails?: readonly string[];
  /** SUPPORT_EMAIL, answered by GET /api/site; omitted, the config's default for `publicUrl`. */
  supportEmail?: string;
  /**
   * Check every JSON answer against its route's declared schema (a mismatch is a logged 500):
   * on in tests and `npm run dev` (BLOOM_CHECK_RESPONSES=1), off in production.
   */
  checkResponses?: boolean;
  /** Where links in mail from background jobs point (config.appOrigin); defaults to publicUrl or localhost:3000. */
  appOrigin?: string;
  /** NOTIFICATION_DELAY_SECONDS: owner notifications about one client within it go as one email (600). */
  notificationDelaySeconds?: number;
  /**
   * Portal domains (docs/decisions/029-portal-domains.md): PORTAL_BASE_DOMAIN, and in tests a stub
   * DNS resolver and a clock of their own.
   */
  portalDomains?: { baseDomain?: string | undefined; resolver?: DnsResolver; now?: () => Date };
  /**
   * The key that seals final agreement PDFs (platform/pdf/seal-key.ts): the server's start loads
   * the operator's P12 or DATA_DIR's; omitted (tests), one is generated in memory when first used.
   */
  seal?: SealKey;
  /**
   * What /api/v1 keeps per process (verified keys, per-key counts batched to the shared table):
   * the server's start makes it to flush it on stop; omitted (tests), the app makes its own.
   */
  v1Access?: V1Access;
}

/** What every area's routes get: AppDeps with its defaults applied, and what the app builds once. */
export type ModuleDeps = Pick<AppDeps, 'db' | 'auth' | 'secret' | 'isProduction' | 'storage' | 'webDist' | 'payments'> &
  Required<Pick<AppDeps, 'rateLimitScale' | 'maxUploadBytes' | 'adminEmails' | 'supportEmail' | 'checkResponses'>> & {
    billing: Billing;
    /** The test provider's checkout and portal pages (BILLING_PROVIDER=test), else undefined. */
    testBilling: BillingSetup['testBilling'];
    /** PUBLIC_URL and TRUST_PROXY: where links point, and which address a request came from. */
    links: LinkSettings;
    /** Removes a deleted client's stored files after the commit; nothing when undefined. */
    deleteProjectFiles: DeleteProjectFiles | undefined;
    /** PORTAL_BASE_DOMAIN: a claimed subdomain is a portal link's host. */
    portalBaseDomain: string | undefined;
    /** Which host is whose portal (docs/decisions/029-portal-domains.md); one per app, cached. */
    domains: PortalDomains;
    /** The public widget, wall and card caches and their limits, shared by the publishing routes. */
    publishing: PublicPublishing;
    /** The workspace's portal origin for links handed out now; null when it is this app's own address. */
    portalOriginOf: (workspaceId: string, req: Request) => Promise<string | null>;
    /** The seal for final agreement PDFs (AppDeps.seal, or an in-memory one made on first call). */
    seal: () => SealKey;
    /** /api/v1's per-process state (AppDeps.v1Access, or the app's own). */
    v1Access: V1Access;
  };

export type { Router };

/** An area's routes, registered on the app's one router at the paths of their keys. */
export type RegisterRoutes = (app: Router, deps: ModuleDeps) => void;
