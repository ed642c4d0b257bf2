import { sql } from 'kysely';

/**
 * The version of the built-in journeys, as an SQL expression: the seed's content hash
 * (modules/journeys/seed-builtin-journeys.ts) and the latest migration applied. Built-ins change only through
 * those two, whichever instance applied them, so what a process read of them stays true while
 * this value does. Read it in the same statement as whatever it vouches for.
 */
export const builtinJourneysVersion = sql<string>`(coalesce((SELECT value FROM app_meta
  WHERE key = 'builtin_journeys_version'), '') || '/' || coalesce((SELECT max(name) FROM kysely_migration), ''))`;
