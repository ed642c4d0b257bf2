import type { OwnerContext } from '../../kernel/owner-context';
import type { FileStorage } from '../../platform/storage/file-storage';
import { safeSegment, uniquePaths } from './export-paths';

/**
 * The stored files of the export, listed before the zip starts (their bytes are streamed one by
 * one later): the client's and their contacts' uploads under files/, what the business shared
 * with them under deliverables/, the signed agreements and the invoice PDFs. Each is checked in
 * storage first, so files.json says which could not be read instead of the zip holding a hole.
 */
export interface ExportFile {
  path: string;
  key: string;
  name: string;
  size: number | null;
  mimeType: string;
  kind: 'upload' | 'deliverable' | 'agreement' | 'invoice';
  createdAt: string | null;
  /** The deliverable or agreement it belongs to. */
  of: string | null;
  available: boolean;
}

export async function exportFiles(
  ctx: OwnerContext,
  projectId: string,
  storage: FileStorage | undefined,
): Promise<ExportFile[]> {
  const [uploads, shared, agreements, invoices] = await Promise.all([
    ctx.db
      .selectFrom('attachments')
      .select(['file_path', 'original_filename', 'file_size', 'mime_type', 'created_at'])
      .where('project_id', '=', projectId)
      .where('uploaded_by_type', '=', 'client')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('deliverable_items as i')
      .innerJoin('deliverables as d', 'd.id', 'i.deliverable_id')
      .innerJoin('attachments as a', 'a.id', 'i.attachment_id')
      .select(['d.title', 'a.file_path', 'a.original_filename', 'a.file_size', 'a.mime_type', 'a.created_at'])
      .where('d.project_id', '=', projectId)
      .where('a.project_id', '=', projectId)
      .orderBy('d.display_order')
      .orderBy('i.display_order')
      .orderBy('i.id')
      .execute(),
    ctx.db
      .selectFrom('agreements')
      .select(['title', 'version', 'final_key', 'completed_at'])
      .where('project_id', '=', projectId)
      .where('workspace_id', '=', ctx.workspaceId)
      .where('final_key', 'is not', null)
      .orderBy('created_at')
      .execute(),
    ctx.db
      .selectFrom('invoices')
      .select(['number', 'pdf_key', 'receipt_key', 'issued_at'])
      .where('project_id', '=', projectId)
      .where('workspace_id', '=', ctx.workspaceId)
      .orderBy('seq')
      .execute(),
  ]);

  const pathFor = uniquePaths();
  const files: Omit<ExportFile, 'available'>[] = [];
  for (const u of uploads) {
    files.push({
      path: pathFor('files', u.original_filename),
      key: u.file_path,
      name: u.original_filename,
      size: Number(u.file_size),
      mimeType: u.mime_type,
      kind: 'upload',
      createdAt: u.created_at.toISOString(),
      of: null,
    });
  }
  for (const s of shared) {
    files.push({
      path: pathFor(`deliverables/${safeSegment(s.title, 'deliverable')}`, s.original_filename),
      key: s.file_path,
      name: s.original_filename,
      size: Number(s.file_size),
      mimeType: s.mime_type,
      kind: 'deliverable',
      createdAt: s.created_at.toISOString(),
      of: s.title,
    });
  }
  for (const a of agreements) {
    if (!a.final_key) continue;
    const name = `${a.title} v${a.version} signed.pdf`;
    files.push(pdf(pathFor('agreements', name), a.final_key, name, 'agreement', a.completed_at, a.title));
  }
  for (const i of invoices) {
    if (i.pdf_key) files.push(pdf(pathFor('invoices', `${i.number}.pdf`), i.pdf_key, i.number, 'invoice', i.issued_at));
    if (i.receipt_key) {
      const name = `${i.number} receipt.pdf`;
      files.push(pdf(pathFor('invoices', name), i.receipt_key, name, 'invoice', i.issued_at));
    }
  }
  // A few at a time: a client with hundreds of files should not open hundreds of S3 requests at once.
  const checked: ExportFile[] = [];
  for (let at = 0; at < files.length; at += 8) {
    const batch = files.slice(at, at + 8);
    checked.push(...(await Promise.all(batch.map(async (f) => ({ ...f, available: await isStored(storage, f.key) })))));
  }
  return checked;
}

const pdf = (
  path: string,
  key: string,
  name: string,
  kind: ExportFile['kind'],
  at: Date | null,
  of: string | null = null,
): Omit<ExportFile, 'available'> => ({
  path,
  key,
  name,
  size: null,
  mimeType: 'application/pdf',
  kind,
  createdAt: at?.toISOString() ?? null,
  of,
});

async function isStored(storage: FileStorage | undefined, key: string): Promise<boolean> {
  if (!storage) return false;
  try {
    return (await storage.stat(key)) !== null;
  } catch {
    // A key storage refuses (an old row): listed as not available rather than failing the export.
    return false;
  }
}

/** files.json: the list without storage keys. */
export const filesJson = (files: ExportFile[]) => files.map(({ key: _key, ...f }) => f);
