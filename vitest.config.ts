import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests for packages/core, the web's pure helpers and components (`.test.tsx` too, in Node:
 * render with react-dom/server) and the scripts' checkers; API integration
 * tests for the server on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
 */
const apiProject = (name: string, dbKind: 'pglite' | 'postgres') => ({
  test: {
    name,
    // The Zapier app's tests drive it against a real server on this database too.
    include: ['apps/server/test/**/*.test.ts', 'integrations/zapier/test/**/*.test.ts'],
    // The embedded database's own tests (pglite-*.test.ts) say nothing about a PostgreSQL server,
    // and a shared server's (postgres-*.test.ts: several instances on one database) nothing about PGlite.
    exclude: dbKind === 'postgres' ? ['apps/server/test/pglite-*.test.ts'] : ['apps/server/test/postgres-*.test.ts'],
    env: { TEST_DB_KIND: dbKind },
    // The migrations run once per run into a template each file's database is copied from.
    globalSetup: ['apps/server/test/helpers/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // A worker per core: Vitest's default (cores - 1) is one worker on a 2-core machine, every file
    // after the other, while much of a file's time goes to PostgreSQL's server or waits.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
        },
      },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
