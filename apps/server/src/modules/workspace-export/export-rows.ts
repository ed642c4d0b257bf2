import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { ExportedTable } from './export-tables';

/** Rows read per query: a page at a time, never a whole table in memory. */
const PAGE = 500;

/** The table's primary key columns, in key order: what its pages are read by. */
export async function primaryKey(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT a.attname AS name FROM pg_index i
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
    WHERE i.indrelid = to_regclass(${`public.${table}`}) AND i.indisprimary
    ORDER BY array_position(i.indkey::int2[], a.attnum)`.execute(db);
  if (rows.length === 0) throw new Error(`[workspace export] ${table} has no primary key`);
  return rows.map((r) => r.name);
}

/**
 * The workspace's rows of `table` as JSON Lines, one row per line, read in keyset pages by its
 * primary key (compared as text, which PostgreSQL casts back to each column's own type).
 */
export async function* tableLines(db: Db, table: ExportedTable, workspaceId: string): AsyncGenerator<string> {
  const key = await primaryKey(db, table.name);
  const cols = key.map((k) => sql`t.${sql.ref(k)}`);
  const omit = (table.omit ?? []).map((c) => sql` - ${c}::text`);
  let after: string[] | null = null;
  for (;;) {
    const keyset: RawBuilder<unknown> = after
      ? sql`AND (${sql.join(cols)}) > (${sql.join(after.map((v) => sql`${v}`))})`
      : sql``;
    const { rows }: { rows: { line: string; k: string[] }[] } = await sql<{ line: string; k: string[] }>`
      SELECT (to_jsonb(t)${sql.join(omit, sql``)})::text AS line,
             ARRAY[${sql.join(cols.map((c) => sql`${c}::text`))}] AS k
      FROM ${sql.table(table.name)} t
      WHERE ${table.scope(workspaceId)} ${keyset}
      ORDER BY ${sql.join(cols)}
      LIMIT ${PAGE}`.execute(db);
    for (const row of rows) yield `${row.line}\n`;
    if (rows.length < PAGE) return;
    after = (rows.at(-1) as { k: string[] }).k;
  }
}

export interface ColumnInfo {
  name: string;
  type: string;
  nullable: boolean;
}

/** Each exported table's columns and types, from information_schema (credentials left out). */
export async function describeTables(db: Db, tables: readonly ExportedTable[]) {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>`
    SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name IN (${sql.join(tables.map((t) => t.name))})
    ORDER BY table_name, ordinal_position`.execute(db);
  return tables.map((t) => ({
    table: t.name,
    file: `data/${t.name}.jsonl`,
    rowsOfWorkspace: t.path,
    omittedColumns: t.omit ?? [],
    columns: rows
      .filter((r) => r.table_name === t.name && !t.omit?.includes(r.column_name))
      .map((r): ColumnInfo => ({ name: r.column_name, type: r.data_type, nullable: r.is_nullable === 'YES' })),
  }));
}
