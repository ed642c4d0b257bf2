import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** One stored file of the workspace and where it goes in the zip. */
export interface ExportFile {
  /** Which table and column names it: `attachments.file_path`. */
  source: string;
  rowId: string;
  key: string;
  /** The uploader's own name, for attachments. */
  originalName: string | null;
}

const PAGE = 200;

/**
 * Every storage key the workspace's rows name: uploads and deliverable files, the logo, agreement
 * documents (uploaded, frozen original, signed final), invoice and receipt PDFs, credit notes.
 */
const allFiles = (ws: string) => sql`
  SELECT 'attachments.file_path' AS source, a.id::text AS row_id, a.file_path AS key, a.original_filename AS original_name
    FROM attachments a JOIN projects p ON p.id = a.project_id WHERE p.workspace_id = ${ws}
  UNION ALL SELECT 'workspaces.logo_key', w.id::text, w.logo_key, NULL FROM workspaces w
    WHERE w.id = ${ws} AND w.logo_key IS NOT NULL
  UNION ALL SELECT 'agreement_documents.file_key', d.id::text, d.file_key, d.file_name FROM agreement_documents d
    WHERE d.workspace_id = ${ws}
  UNION ALL SELECT 'agreements.original_key', g.id::text, g.original_key, NULL FROM agreements g WHERE g.workspace_id = ${ws}
  UNION ALL SELECT 'agreements.final_key', g.id::text, g.final_key, NULL FROM agreements g
    WHERE g.workspace_id = ${ws} AND g.final_key IS NOT NULL
  UNION ALL SELECT 'invoices.pdf_key', i.id::text, i.pdf_key, NULL FROM invoices i
    WHERE i.workspace_id = ${ws} AND i.pdf_key IS NOT NULL
  UNION ALL SELECT 'invoices.receipt_key', i.id::text, i.receipt_key, NULL FROM invoices i
    WHERE i.workspace_id = ${ws} AND i.receipt_key IS NOT NULL
  UNION ALL SELECT 'credit_notes.pdf_key', c.id::text, c.pdf_key, NULL FROM credit_notes c
    WHERE c.workspace_id = ${ws} AND c.pdf_key IS NOT NULL`;

export async function countFiles(db: Db, workspaceId: string): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`SELECT count(*) AS n FROM (${allFiles(workspaceId)}) f`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The workspace's files in keyset pages (source, row, key). */
export async function* workspaceFiles(db: Db, workspaceId: string): AsyncGenerator<ExportFile> {
  let after: [string, string, string] | null = null;
  for (;;) {
    const keyset: RawBuilder<unknown> = after
      ? sql`WHERE (f.source, f.row_id, f.key) > (${after[0]}, ${after[1]}, ${after[2]})`
      : sql``;
    const { rows } = await sql<{ source: string; row_id: string; key: string; original_name: string | null }>`
      SELECT * FROM (${allFiles(workspaceId)}) f ${keyset}
      ORDER BY f.source, f.row_id, f.key LIMIT ${PAGE}`.execute(db);
    for (const r of rows) yield { source: r.source, rowId: r.row_id, key: r.key, originalName: r.original_name };
    if (rows.length < PAGE) return;
    const last = rows.at(-1) as (typeof rows)[number];
    after = [last.source, last.row_id, last.key];
  }
}

/** A name safe in any unzip tool: letters, digits, dot, dash and underscore, at most 100 characters. */
const safeName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-100) || 'file';

const extensionOf = (key: string) => key.match(/\.([A-Za-z0-9]{1,16})$/)?.[1] ?? 'bin';

/** `files/attachments/<id>-<name>`, `files/agreements/<id>-final.pdf`…: unique, since ids are. */
export function zipPathOf(file: ExportFile): string {
  const [table, column] = file.source.split('.') as [string, string];
  if (table === 'workspaces') return `files/logo/logo.${extensionOf(file.key)}`;
  const suffix = table === 'attachments' || table === 'agreement_documents' ? '' : `-${column.replace(/_key$/, '')}`;
  const name = file.originalName
    ? safeName(file.originalName)
    : `${suffix.slice(1) || 'file'}.${extensionOf(file.key)}`;
  return `files/${table.replaceAll('_', '-')}/${file.rowId}-${name}`;
}
