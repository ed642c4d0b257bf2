import { PAYMENT_MESSAGES as M } from '@bloom/core';
import { notFound } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import type { StoredFileRecord } from '../../platform/storage/send-stored-file';
import type { PortalProject } from '../portal';

/**
 * An invoice's PDF or receipt through the portal: only an invoice of the token's client, and only
 * once rendered (404 before, like any other's).
 */
export async function findPortalInvoiceFile(
  db: Db,
  project: PortalProject,
  invoiceId: string,
  file: 'pdf' | 'receipt',
): Promise<StoredFileRecord> {
  const row = await db
    .selectFrom('invoices')
    .select(['number', 'pdf_key', 'receipt_key'])
    .where('id', '=', invoiceId)
    .where('project_id', '=', project.id)
    .executeTakeFirst();
  const key = file === 'pdf' ? row?.pdf_key : row?.receipt_key;
  if (!row || !key) throw notFound(M.invoiceNotFound);
  return {
    key,
    originalName: `${file === 'pdf' ? M.invoiceTitle : M.receiptTitle} ${row.number}.pdf`,
    mimeType: 'application/pdf',
  };
}

/** A credit note's PDF through the portal, on the same terms. */
export async function findPortalCreditNoteFile(
  db: Db,
  project: PortalProject,
  creditNoteId: string,
): Promise<StoredFileRecord> {
  const row = await db
    .selectFrom('credit_notes')
    .select(['number', 'pdf_key'])
    .where('id', '=', creditNoteId)
    .where('project_id', '=', project.id)
    .executeTakeFirst();
  if (!row?.pdf_key) throw notFound(M.creditNoteNotFound);
  return { key: row.pdf_key, originalName: `${M.creditNoteTitle} ${row.number}.pdf`, mimeType: 'application/pdf' };
}
