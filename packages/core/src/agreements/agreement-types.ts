/**
 * The agreements (e-sign) vocabulary, zod-free: the portal page, the server and the web read the
 * same names. A stage of type 'agreement' carries a StageAgreementConfig; sending it to a client
 * makes a per-client agreement (a frozen document, its signers and an audit trail).
 */

/** sent: waiting for signatures; completed: everyone signed (final PDF sealed); declined by a signer; voided by the owner. */
export const AGREEMENT_STATUSES = ['sent', 'completed', 'declined', 'voided'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/** A contact of the client, or the workspace member who countersigns. */
export const SIGNER_KINDS = ['contact', 'member'] as const;
export type SignerKind = (typeof SIGNER_KINDS)[number];

export const SIGNER_STATUSES = ['pending', 'signed', 'declined'] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

/** clients_first: the contacts (in parallel), then the countersigner; owner_first: the other way round. */
export const SIGNING_ORDERS = ['clients_first', 'owner_first'] as const;
export type SigningOrder = (typeof SIGNING_ORDERS)[number];

/** text: written in the editor from a template and rendered to PDF; pdf: an uploaded document. */
export const AGREEMENT_SOURCES = ['text', 'pdf'] as const;
export type AgreementSource = (typeof AGREEMENT_SOURCES)[number];

export const SIGNATURE_KINDS = ['typed', 'drawn'] as const;
export type SignatureKind = (typeof SIGNATURE_KINDS)[number];

/** Every entry of the audit trail, in the order they usually happen. */
export const AGREEMENT_EVENT_KINDS = [
  'created',
  'sent',
  'viewed',
  'consent_given',
  'code_sent',
  'code_verified',
  'signed',
  'countersigned',
  'completed',
  'declined',
  'voided',
] as const;
export type AgreementEventKind = (typeof AGREEMENT_EVENT_KINDS)[number];

/** What a signer does next in the portal (signing-steps.ts decides). */
export const SIGNER_STEPS = ['waiting', 'read', 'consent', 'code', 'sign', 'signed', 'declined', 'closed'] as const;
export type SignerStep = (typeof SIGNER_STEPS)[number];

/** An agreement stage's document and signing order (flow_steps.agreement; null on other stages). */
export interface StageAgreementConfig {
  source: AgreementSource;
  /** The document's title, at most 200 characters. */
  title: string;
  /** Template text (see agreement-variables.ts), used when source is 'text'; at most 100,000 characters. */
  body: string;
  /** An agreement_documents id when source is 'pdf'. */
  documentId: string | null;
  order: SigningOrder;
}

export const AGREEMENT_LIMITS = {
  title: 200,
  body: 100_000,
  /** An uploaded PDF has at most this many pages (the upload also stays within MAX_UPLOAD_MB). */
  pages: 100,
  /** The value of one custom variable. */
  variableValue: 500,
  /** Contacts signing one agreement (MAX_CONTACTS). */
  signers: 25,
  declineReason: 1000,
  voidReason: 1000,
} as const;

/** A new agreement stage's config: a text document titled like the stage, clients signing first. */
export const defaultAgreementConfig = (title: string): StageAgreementConfig => ({
  source: 'text',
  title: title.trim().slice(0, AGREEMENT_LIMITS.title) || 'Agreement',
  body: '',
  documentId: null,
  order: 'clients_first',
});
