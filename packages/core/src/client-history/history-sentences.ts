import {
  type HistoryActorType,
  type HistoryCategory,
  type HistoryKind,
  historyCategory,
  isHistoryKind,
} from './history-kinds';

/**
 * One event as the server reads it from the tables: its kind, who acted and the thing it is
 * about (a stage's name, an agreement's title, an invoice's number, a contact's name), or null.
 */
export interface HistoryEventRow {
  id: string;
  at: string;
  kind: string;
  actorType: string;
  actorName: string | null;
  subject: string | null;
}

export interface HistoryItem {
  id: string;
  at: string;
  kind: HistoryKind;
  category: HistoryCategory;
  actor: { type: HistoryActorType; name: string | null };
  text: string;
}

/** A name or title in a sentence: quoted when known, else the words that stand for it. */
const quoted = (subject: string | null, otherwise: string) => (subject ? `“${subject}”` : otherwise);

type Sentence = (subject: string | null, actorName: string | null) => string;

const SENTENCES: Record<HistoryKind, Sentence> = {
  'client.created': () => 'Client added',
  'invitation.sent': (s) => (s ? `Portal invitation sent to ${s}` : 'Portal invitation sent'),
  'portal.opened': () => 'Opened the portal for the first time',
  'submission.submitted': (s) => `Submitted ${quoted(s, 'a stage')}`,
  'submission.resubmitted': (s) => `Resubmitted ${quoted(s, 'a stage')}`,
  'submission.reviewed': (s) => `Marked ${quoted(s, 'a submission')} as reviewed`,
  'submission.sent_back': (s) => `Sent ${quoted(s, 'a submission')} back for changes`,
  'testimonial.given': () => 'Gave a testimonial',
  'testimonial.edited': () => 'Edited their testimonial',
  'testimonial.permission_given': () => 'Gave permission to publish their testimonial',
  'testimonial.permission_withdrawn': () => 'Withdrew permission to publish their testimonial',
  'testimonial.approved': () => 'Approved the testimonial for publishing',
  'testimonial.rejected': () => 'Rejected the testimonial',
  'agreement.sent': (s) => `Sent ${quoted(s, 'an agreement')} for signature`,
  'agreement.viewed': (s) => `Read ${quoted(s, 'the agreement')}`,
  'agreement.consent_given': () => 'Agreed to sign electronically',
  'agreement.signed': (s) => `Signed ${quoted(s, 'the agreement')}`,
  'agreement.countersigned': (s) => `Countersigned ${quoted(s, 'the agreement')}`,
  'agreement.declined': (s) => `Declined to sign ${quoted(s, 'the agreement')}`,
  'agreement.completed': (s) => `${s ? `“${s}”` : 'The agreement'} is signed by everyone`,
  'agreement.voided': (s) => `${s ? `“${s}”` : 'The agreement'} was voided`,
  'invoice.issued': (s) => (s ? `Invoice ${s} issued` : 'Invoice issued'),
  'invoice.paid': (s) => (s ? `Paid invoice ${s}` : 'Paid an invoice'),
  'invoice.refunded': (s) => (s ? `Refund made on invoice ${s}` : 'Refund made'),
  'email.unsubscribed': () => 'Unsubscribed from emails',
  'email.bounced': (s) => (s ? `Emails to ${s} bounced` : 'Emails bounced'),
  'journey.completed': () => 'Completed the journey',
  'client.erased': (_s, by) => (by ? `Personal data erased by ${by}` : 'Personal data erased'),
};

/** The plain sentence the client page shows for one event. */
export const historySentence = (kind: HistoryKind, subject: string | null, actorName: string | null): string =>
  SENTENCES[kind](subject, actorName);

const ACTOR_TYPES: readonly string[] = ['client', 'contact', 'member', 'system'];

/** A row as the API answers it, or null for a kind this version does not know (never shown half-made). */
export function toHistoryItem(row: HistoryEventRow): HistoryItem | null {
  if (!isHistoryKind(row.kind)) return null;
  const type = (ACTOR_TYPES.includes(row.actorType) ? row.actorType : 'system') as HistoryActorType;
  const name = type === 'system' ? null : row.actorName?.trim() || null;
  return {
    id: row.id,
    at: row.at,
    kind: row.kind,
    category: historyCategory(row.kind),
    actor: { type, name },
    text: historySentence(row.kind, row.subject?.trim() || null, name),
  };
}
