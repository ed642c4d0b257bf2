import type { ColumnType, Generated } from 'kysely';

/** Agreements (migration 024), kept beside schema.ts, which lists them in `Database`. */
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export type AgreementStatus = 'sent' | 'completed' | 'declined' | 'voided';
export type AgreementSource = 'text' | 'pdf';
export type SigningOrder = 'clients_first' | 'owner_first';
export type SignerKind = 'contact' | 'member';
export type SignerStatus = 'pending' | 'signed' | 'declined';
export type AgreementEventKind =
  | 'created'
  | 'sent'
  | 'viewed'
  | 'consent_given'
  | 'code_sent'
  | 'code_verified'
  | 'signed'
  | 'countersigned'
  | 'completed'
  | 'declined'
  | 'voided';

/**
 * One signature line of a rendered agreement, in PDF points (origin bottom-left, y up) on page
 * `page` (0-based): the box a signature is drawn in, its bottom edge on the line, and the box its
 * date is written in (above the "Date" line). `party` is the signer's index in the list the final
 * PDF is composed with.
 */
export interface SignatureSlot {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  party: number;
  /** The signer row this line belongs to (set when the agreement is sent). */
  signerId?: string;
  date: { x: number; y: number; width: number; height: number };
}

/** A PDF uploaded as an agreement stage's document (the stage names it by id). */
export interface AgreementDocumentsTable {
  id: Generated<string>;
  workspace_id: string;
  file_key: string;
  file_name: string;
  page_count: number;
  size_bytes: ColumnType<string, number | string, number | string>;
  sha256: string;
  created_by: string | null;
  created_at: Generated<Date>;
}

/** One version of a stage's agreement sent to one client: its document frozen at sending. */
export interface AgreementsTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  step_id: string | null;
  version: number;
  status: Generated<AgreementStatus>;
  title: string;
  source: AgreementSource;
  original_key: string;
  original_sha256: string;
  page_count: number;
  /** Where a rendered (text) document's signature lines are; null for an uploaded PDF. */
  signature_slots: NullableJson<SignatureSlot[]>;
  final_key: string | null;
  final_sha256: string | null;
  signing_order: SigningOrder;
  allow_without_email: Generated<boolean>;
  variables: Json<Record<string, string>>;
  created_by: string | null;
  created_at: Generated<Date>;
  completed_at: NullableTimestamp;
  declined_at: NullableTimestamp;
  voided_at: NullableTimestamp;
  void_reason: string | null;
  replaced_by: string | null;
}

/** A person who signs: a client's contact, or the member who countersigns (sign_order 1 signs first). */
export interface AgreementSignersTable {
  id: Generated<string>;
  agreement_id: string;
  kind: SignerKind;
  contact_id: string | null;
  user_id: string | null;
  name: string;
  email: string | null;
  role_label: string | null;
  sign_order: number;
  status: Generated<SignerStatus>;
  viewed_at: NullableTimestamp;
  consented_at: NullableTimestamp;
  /** HMAC of the current code; never the code itself. */
  code_hash: string | null;
  code_expires_at: NullableTimestamp;
  code_attempts: Generated<number>;
  code_sent_at: NullableTimestamp;
  code_sends: Generated<number>;
  verified_at: NullableTimestamp;
  signature_kind: 'typed' | 'drawn' | null;
  signature_text: string | null;
  /** A drawn signature: strokes of flattened x,y pairs in a 1000 × 400 box. */
  signature_strokes: NullableJson<number[][]>;
  signed_at: NullableTimestamp;
  decline_reason: string | null;
  time_zone: string | null;
  ip: string | null;
  user_agent: string | null;
}

/** The audit trail: append-only, one row per thing that happened, with who, when and from where. */
export interface AgreementEventsTable {
  id: Generated<string>;
  agreement_id: string;
  signer_id: string | null;
  kind: AgreementEventKind;
  at: Generated<Date>;
  actor: string | null;
  time_zone: string | null;
  ip: string | null;
  user_agent: string | null;
  detail: NullableJson<Record<string, unknown>>;
}
