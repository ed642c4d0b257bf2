import { defineConfig } from 'vitest/config';

/**
 * Unit tests for packages/core, the web's pure helpers and components (`.test.tsx` too, in Node:
 * render with react-dom/server) and the scripts' checkers; API integration
 * tests for the server on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
 */
const apiProject = (name: string, dbKind: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/test/**/*.test.ts'],
    // The embedded database's own tests (pglite-*.test.ts) say nothing about a PostgreSQL server,
    // and a shared server's (postgres-*.test.ts: several instances on one database) nothing about PGlite.
    exclude: dbKind === 'postgres' ? ['apps/server/test/pglite-*.test.ts'] : ['apps/server/test/postgres-*.test.ts'],
    env: { TEST_DB_KIND: dbKind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
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
