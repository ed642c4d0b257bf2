import { Readable } from 'node:stream';
import { type InvoiceDocument, localDateKey, PAYMENT_MESSAGES as M } from '@bloom/core';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { notFound } from '../../kernel/service-error';
import type { Database } from '../../platform/db/schema';
import type { FileStorage } from '../../platform/storage/file-storage';
import { cleanFilename } from '../../platform/storage/filenames';
import type { StoredFileRecord } from '../../platform/storage/send-stored-file';
import { createStorageKey } from '../../platform/storage/storage-keys';

/**
 * The invoice's documents as stored files (docs/decisions/035-payments.md): the invoice PDF when it
 * is issued, the receipt once it is paid, a credit note's PDF for each refund, each rendered from
 * the frozen invoice and kept under the client's prefix (deleting the client deletes them; the
 * storage sweep knows their columns). Made once: a key already set is kept, so an event applied
 * twice renders nothing twice. A file asked for before it was made (no storage when it was
 * issued, say) is made then.
 */
type Reader = Kysely<Database>;
export type InvoiceFile = 'pdf' | 'receipt';

/** The header logo is drawn this tall (2× the PDF's 26 pt), as the agreements' PDFs do. */
const LOGO_HEIGHT_PX = 52;

async function readAll(storage: FileStorage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The workspace's name, colour and logo (a small PNG; none when it cannot be read) and its time zone. */
async function brandingOf(db: Reader, storage: FileStorage, workspaceId: string) {
  const w = await db
    .selectFrom('workspaces')
    .select(['name', 'primary_color', 'logo_key', 'timezone'])
    .where('id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  let logoPng: Uint8Array | null = null;
  if (w.logo_key) {
    try {
      const bytes = await readAll(storage, w.logo_key);
      if (bytes)
        logoPng = await sharp(bytes).resize({ height: LOGO_HEIGHT_PX, withoutEnlargement: true }).png().toBuffer();
    } catch (err) {
      console.warn(`[payments] the logo ${w.logo_key} could not be drawn: ${(err as Error).message}`);
    }
  }
  return { branding: { workspaceName: w.name, accentColor: w.primary_color, logoPng }, timeZone: w.timezone };
}

async function store(storage: FileStorage, clientId: string, bytes: Uint8Array): Promise<string> {
  const key = createStorageKey({ projectId: clientId, uploaderType: 'freelancer', ext: 'pdf' });
  await storage.put(key, Readable.from([Buffer.from(bytes)]), {
    maxBytes: Math.max(bytes.length, 1),
    contentType: 'application/pdf',
  });
  return key;
}

// Loaded on the first document, with pdf-lib behind it: the server's start reads neither.
const renderer = () => import('./pdf/render-invoice-pdf').then((m) => m.renderInvoicePdf);

/**
 * The invoice's PDF ('pdf') or receipt ('receipt', once paid): its key, rendered and stored first
 * when there is none yet. Null when there is no such document (no invoice, or a receipt of an
 * invoice not paid).
 */
export async function invoiceFileKey(
  db: Reader,
  storage: FileStorage,
  invoiceId: string,
  file: InvoiceFile,
): Promise<string | null> {
  const invoice = await db
    .selectFrom('invoices')
    .select([
      'id',
      'workspace_id',
      'project_id',
      'document',
      'status',
      'amount_paid',
      'paid_at',
      'pdf_key',
      'receipt_key',
    ])
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  if (!invoice) return null;
  const existing = file === 'pdf' ? invoice.pdf_key : invoice.receipt_key;
  if (existing) return existing;
  if (file === 'receipt' && !invoice.paid_at) return null;
  const { branding, timeZone } = await brandingOf(db, storage, invoice.workspace_id);
  const document = invoice.document as InvoiceDocument;
  const render = await renderer();
  let bytes: Uint8Array;
  if (file === 'pdf') bytes = await render({ kind: 'invoice', document, branding });
  else {
    const payment = await db
      .selectFrom('payments')
      .select('method')
      .where('invoice_id', '=', invoiceId)
      .where('status', '=', 'succeeded')
      .orderBy('succeeded_at', 'desc')
      .executeTakeFirst();
    const paidOn = localDateKey(invoice.paid_at as Date, timeZone);
    bytes = await render({
      kind: 'receipt',
      document,
      branding,
      receipt: { paidOn, method: payment?.method ?? null, amountPaid: invoice.amount_paid },
    });
  }
  const key = await store(storage, invoice.project_id, bytes);
  const column = file === 'pdf' ? 'pdf_key' : 'receipt_key';
  // Another render got there first: its key stays, this copy is left to the storage sweep.
  const set = await db
    .updateTable('invoices')
    .set({ [column]: key })
    .where('id', '=', invoiceId)
    .where(column, 'is', null)
    .returning(column)
    .executeTakeFirst();
  if (set) return key;
  const kept = await db.selectFrom('invoices').select(column).where('id', '=', invoiceId).executeTakeFirst();
  return kept?.[column] ?? key;
}

/** A credit note's PDF key, rendered and stored first when there is none yet; null when there is no such note. */
export async function creditNoteFileKey(
  db: Reader,
  storage: FileStorage,
  creditNoteId: string,
): Promise<string | null> {
  const note = await db
    .selectFrom('credit_notes as n')
    .innerJoin('invoices as i', 'i.id', 'n.invoice_id')
    .select([
      'n.id',
      'n.workspace_id',
      'n.project_id',
      'n.number',
      'n.amount',
      'n.created_at',
      'n.pdf_key',
      'i.document',
    ])
    .where('n.id', '=', creditNoteId)
    .executeTakeFirst();
  if (!note) return null;
  if (note.pdf_key) return note.pdf_key;
  const { branding, timeZone } = await brandingOf(db, storage, note.workspace_id);
  const bytes = await (await renderer())({
    kind: 'credit_note',
    document: note.document as InvoiceDocument,
    branding,
    creditNote: { number: note.number, issuedOn: localDateKey(note.created_at, timeZone), amount: note.amount },
  });
  const key = await store(storage, note.project_id, bytes);
  const set = await db
    .updateTable('credit_notes')
    .set({ pdf_key: key })
    .where('id', '=', creditNoteId)
    .where('pdf_key', 'is', null)
    .returning('pdf_key')
    .executeTakeFirst();
  if (set) return key;
  const kept = await db.selectFrom('credit_notes').select('pdf_key').where('id', '=', creditNoteId).executeTakeFirst();
  return kept?.pdf_key ?? key;
}

/** 'INV-0007.pdf', 'INV-0007 receipt.pdf', 'CN-0001.pdf': what a download is called. */
export const invoiceFileName = (number: string, file: InvoiceFile | 'credit_note') =>
  cleanFilename(`${number}${file === 'receipt' ? ' receipt' : ''}.pdf`);

/**
 * The owner's (or the portal's, `clientId` being the token's client) download of an invoice's PDF
 * or receipt: only an invoice of that client in that workspace; 404 otherwise, and for a receipt
 * of an invoice not paid.
 */
export async function findInvoiceFile(
  db: Reader,
  storage: FileStorage,
  scope: { workspaceId: string; clientId: string },
  invoiceId: string,
  file: InvoiceFile,
): Promise<StoredFileRecord> {
  const invoice = await db
    .selectFrom('invoices')
    .select(['id', 'number'])
    .where('id', '=', invoiceId)
    .where('project_id', '=', scope.clientId)
    .where('workspace_id', '=', scope.workspaceId)
    .executeTakeFirst();
  const key = invoice && (await invoiceFileKey(db, storage, invoice.id, file));
  if (!invoice || !key) throw notFound(M.invoiceNotFound);
  return { key, originalName: invoiceFileName(invoice.number, file), mimeType: 'application/pdf' };
}

/** The same for a credit note of the client. */
export async function findCreditNoteFile(
  db: Reader,
  storage: FileStorage,
  scope: { workspaceId: string; clientId: string },
  creditNoteId: string,
): Promise<StoredFileRecord> {
  const note = await db
    .selectFrom('credit_notes')
    .select(['id', 'number'])
    .where('id', '=', creditNoteId)
    .where('project_id', '=', scope.clientId)
    .where('workspace_id', '=', scope.workspaceId)
    .executeTakeFirst();
  const key = note && (await creditNoteFileKey(db, storage, note.id));
  if (!note || !key) throw notFound(M.creditNoteNotFound);
  return { key, originalName: invoiceFileName(note.number, 'credit_note'), mimeType: 'application/pdf' };
}
