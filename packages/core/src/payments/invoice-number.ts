/**
 * Invoice and credit note numbers: the workspace's prefix and a sequence without gaps (the server
 * takes it from invoice_counters in the issuing transaction), padded to four digits and growing
 * past them: INV-0001, INV-0042, INV-12345.
 */

export const CREDIT_NOTE_PREFIX = 'CN-';

export const formatInvoiceNumber = (prefix: string, seq: number): string => `${prefix}${String(seq).padStart(4, '0')}`;

export const formatCreditNoteNumber = (seq: number): string => formatInvoiceNumber(CREDIT_NOTE_PREFIX, seq);
