import { localDateKey } from '@bloom/core';
import type { Subscriptions } from '../../kernel/events';
import type { FileStorage } from '../../platform/storage/file-storage';
import { creditNoteFileKey, invoiceFileKey } from './invoice-files';
import { type InvoiceMailServices, queueCreditNoteMail, queueInvoiceMail, queueReceiptMail } from './invoice-mail';

export interface InvoiceDocumentDeps extends InvoiceMailServices {
  /** Private file storage; without it (some tests) the emails go without their PDF. */
  storage: FileStorage | undefined;
}

/**
 * The documents of an invoice's life, made and mailed inside the transaction of the change that
 * publishes it, as the agreements' sealed PDF is: issued → the invoice PDF, paid → the receipt, a
 * refund → its credit note; each stored (its key on the row) and emailed to the billing contact
 * with the PDF attached. A rollback takes the key and the email with it (the stored object is
 * left to the storage sweep).
 */
export const invoiceDocumentSubscriptions = (deps: InvoiceDocumentDeps): Subscriptions => ({
  'invoice.issued': async (trx, { invoiceId }) => {
    if (deps.storage) await invoiceFileKey(trx, deps.storage, invoiceId, 'pdf');
    await queueInvoiceMail(trx, deps, invoiceId);
  },
  'invoice.paid': async (trx, { invoiceId }) => {
    if (deps.storage) await invoiceFileKey(trx, deps.storage, invoiceId, 'receipt');
    const row = await trx
      .selectFrom('invoices as i')
      .innerJoin('workspaces as w', 'w.id', 'i.workspace_id')
      .select(['i.paid_at', 'w.timezone'])
      .where('i.id', '=', invoiceId)
      .executeTakeFirst();
    if (!row?.paid_at) return;
    await queueReceiptMail(trx, deps, invoiceId, localDateKey(row.paid_at, row.timezone));
  },
  'payment.refunded': async (trx, { creditNoteId }) => {
    if (deps.storage) await creditNoteFileKey(trx, deps.storage, creditNoteId);
    await queueCreditNoteMail(trx, deps, creditNoteId);
  },
});
