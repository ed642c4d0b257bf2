import { sql } from 'kysely';
import type { TestApp } from '../helpers/test-app';

/** Column types whose text may hold a name, an address or a file name. */
const TEXT_TYPES = ['text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED', 'citext'];

/**
 * Every column of every table of the public schema (read from information_schema, so a table
 * added later is scanned too) holding one of `values`, case folded: `table.column → values found`.
 */
export async function findValues(db: TestApp['db'], values: string[]): Promise<Record<string, string[]>> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.data_type = ANY(${TEXT_TYPES}::text[])
    ORDER BY 1, 2`.execute(db);
  const needles = values.map((v) => v.toLowerCase());
  const found: Record<string, string[]> = {};
  for (const { table_name, column_name } of columns) {
    const { rows } = await sql<{ v: string }>`
      SELECT DISTINCT n.v FROM ${sql.table(table_name)} x
      CROSS JOIN unnest(${needles}::text[]) AS n(v)
      WHERE position(n.v IN lower(x.${sql.ref(column_name)}::text)) > 0`.execute(db);
    if (rows.length) found[`${table_name}.${column_name}`] = rows.map((r) => r.v);
  }
  return found;
}

/** How many columns were scanned: a guard that the scan reads the real schema. */
export async function scannedColumnCount(db: TestApp['db']): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM information_schema.columns
    WHERE table_schema = 'public' AND data_type = ANY(${TEXT_TYPES}::text[])`.execute(db);
  return rows[0]?.n ?? 0;
}
