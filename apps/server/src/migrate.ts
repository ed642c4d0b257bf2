import type { BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { type Migration, Migrator } from 'kysely';
import { seedBuiltinJourneys } from './modules/journeys/seed-builtin-journeys';
import type { Db } from './platform/db/database';
import * as m001 from './platform/db/migrations/001-data-model';
import * as m002 from './platform/db/migrations/002-billing';
import * as m003 from './platform/db/migrations/003-client-list-indexes';
import * as m004 from './platform/db/migrations/004-kept-counts';
import * as m005 from './platform/db/migrations/005-portal';
import * as m006 from './platform/db/migrations/006-landing-analytics';
import * as m007 from './platform/db/migrations/007-reviews';
import * as m008 from './platform/db/migrations/008-idempotency';
import * as m009 from './platform/db/migrations/009-workspace-settings';
import * as m010 from './platform/db/migrations/010-email-unsubscribe';
import * as m011 from './platform/db/migrations/011-email-loop';
import * as m012 from './platform/db/migrations/012-publishing';
import * as m013 from './platform/db/migrations/013-publish-on-client-delete';
import * as m014 from './platform/db/migrations/014-integrations';
import * as m015 from './platform/db/migrations/015-journey-insights';
import * as m016 from './platform/db/migrations/016-portal-domains';
import * as m017 from './platform/db/migrations/017-team';
import * as m018 from './platform/db/migrations/018-client-contacts';
import * as m019 from './platform/db/migrations/019-contact-attribution';
import * as m020 from './platform/db/migrations/020-ownership-transfers';
import * as m021 from './platform/db/migrations/021-reminder-attribution';
import * as m022 from './platform/db/migrations/022-team-invitation-delivery';
import * as m023 from './platform/db/migrations/023-contact-reminder-index';
import * as m024 from './platform/db/migrations/024-agreements';
import * as m025 from './platform/db/migrations/025-payments';
import * as m026 from './platform/db/migrations/026-conditions-due-dates';
import * as m027 from './platform/db/migrations/027-insights-applying-stages';
import * as m028 from './platform/db/migrations/028-due-reminder-queue';
import * as m029 from './platform/db/migrations/029-client-search-text';
import * as m030 from './platform/db/migrations/030-data-requests';
import * as m031 from './platform/db/migrations/031-workspace-data-version';
import * as m032 from './platform/db/migrations/032-session-default-pick';
import * as m033 from './platform/db/migrations/033-client-search-tiers';

/** Every migration by name, in the order they run (tests replay a prefix of them). */
export const MIGRATIONS: Record<string, Migration> = {
  '001-data-model': m001,
  '002-billing': m002,
  '003-client-list-indexes': m003,
  '004-kept-counts': m004,
  '005-portal': m005,
  '006-landing-analytics': m006,
  '007-reviews': m007,
  '008-idempotency': m008,
  '009-workspace-settings': m009,
  '010-email-unsubscribe': m010,
  '011-email-loop': m011,
  '012-publishing': m012,
  '013-publish-on-client-delete': m013,
  '014-integrations': m014,
  '015-journey-insights': m015,
  '016-portal-domains': m016,
  '017-team': m017,
  '018-client-contacts': m018,
  '019-contact-attribution': m019,
  '020-ownership-transfers': m020,
  '021-reminder-attribution': m021,
  '022-team-invitation-delivery': m022,
  '023-contact-reminder-index': m023,
  '024-agreements': m024,
  '025-payments': m025,
  '026-conditions-due-dates': m026,
  '027-insights-applying-stages': m027,
  '028-due-reminder-queue': m028,
  '029-client-search-text': m029,
  '030-data-requests': m030,
  '031-workspace-data-version': m031,
  '032-session-default-pick': m032,
  '033-client-search-tiers': m033,
};

/**
 * Brings a database up to date: better-auth's tables first (ours reference "user"),
 * then our migrations, then the built-in journeys. Safe to run on every start.
 */
export async function migrate(db: Db, authOptions: BetterAuthOptions): Promise<void> {
  const auth = await getMigrations(authOptions);
  await auth.runMigrations();
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === 'Error') console.error(`[migrate] ${r.migrationName} failed`);
  }
  if (error) throw error;
  await seedBuiltinJourneys(db);
}
