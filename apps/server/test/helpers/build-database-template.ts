import { writeFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { createDatabase, embeddedPGlite } from '../../src/platform/db/database';
import { prepareTestDatabase } from './test-database';

/**
 * Prepares the run's template database (database-template.ts starts this under tsx, out of
 * Vitest's module runner, which would take several times as long to load the modules):
 *   build-database-template.ts pglite <tarball>   dumps a prepared PGlite data folder there;
 *   build-database-template.ts postgres <url>     prepares the (empty) database at that URL.
 */
const [kind, target] = process.argv.slice(2);

async function build() {
  if (kind === 'pglite' && target) {
    const db = createDatabase({});
    await prepareTestDatabase(db);
    const pglite = embeddedPGlite(db);
    if (!pglite) throw new Error('no embedded PGlite behind the template database');
    const dump = await pglite.dumpDataDir('none');
    await db.destroy();
    await writeFile(target, new Uint8Array(await dump.arrayBuffer()));
  } else if (kind === 'postgres' && target) {
    const db = createDatabase({ databaseUrl: target });
    try {
      await prepareTestDatabase(db, target);
      // Copies start with fresh statistics and nothing for autovacuum to visit.
      await sql`VACUUM ANALYZE`.execute(db);
    } finally {
      await db.destroy();
    }
  } else {
    throw new Error('usage: build-database-template.ts pglite <tarball> | postgres <database url>');
  }
}

build().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
