import { z } from 'zod';

/**
 * Erasing a client's personal data (issue 38, GDPR Article 17): the request confirms by typing
 * the client's name, the answer is the erasure record (docs/decisions/042-client-erasure.md).
 */

/** What the tombstone of an erased client is called wherever its invoices still show it. */
export const ERASED_CLIENT_NAME = 'Erased client';

/** Longer than any client name the app accepts; anything longer cannot match. */
const CONFIRM_MAX = 500;

export const eraseClientSchema = z.object({
  /** The client's name, typed by the person erasing it. */
  confirmName: z.string().max(CONFIRM_MAX),
});
export type EraseClientInput = z.infer<typeof eraseClientSchema>;

/** Spaces collapsed and trimmed, case folded: a typed name matches the shown one despite those. */
const foldName = (name: string) => name.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');

/** Whether `typed` confirms erasing the client called `clientName`. */
export const confirmsClientName = (typed: string, clientName: string): boolean =>
  foldName(typed) !== '' && foldName(typed) === foldName(clientName);

/** How much of each kind was removed or anonymised: counts only, never a value. */
export const ERASURE_SUMMARY_KINDS = [
  'contacts',
  'answers',
  'files',
  'deliverables',
  'testimonials',
  'agreements',
  'emails',
  'webhookMessages',
  'notifications',
  'invoices',
  'storedResponses',
] as const;
export type ErasureSummaryKind = (typeof ERASURE_SUMMARY_KINDS)[number];
export type ErasureSummary = Record<ErasureSummaryKind, number>;

export const clientErasureSchema = z.object({
  clientId: z.string(),
  erasedAt: z.string(),
  erasedByName: z.string(),
  summary: z.record(z.string(), z.number()),
});
export type ClientErasureDto = z.infer<typeof clientErasureSchema>;

export const eraseClientResponseSchema = z.object({ erasure: clientErasureSchema });
