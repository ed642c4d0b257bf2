import { type Kysely, sql } from 'kysely';

/**
 * Runs a script of several statements one by one: PGlite's query path (extended protocol)
 * accepts one statement at a time. Statements end with ';' at the end of a line.
 */
export async function execStatements(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*\n/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
