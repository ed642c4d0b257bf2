/** What a client's history lists (issue 38): kinds, categories and who acted (zod-free; the web shares them). */

/** Every kind of item, as the server composes them from the existing tables. */
export const HISTORY_KINDS = [
  'client.created',
  'invitation.sent',
  'portal.opened',
  'submission.submitted',
  'submission.resubmitted',
  'submission.reviewed',
  'submission.sent_back',
  'testimonial.given',
  'testimonial.edited',
  'testimonial.permission_given',
  'testimonial.permission_withdrawn',
  'testimonial.approved',
  'testimonial.rejected',
  'agreement.sent',
  'agreement.viewed',
  'agreement.consent_given',
  'agreement.signed',
  'agreement.countersigned',
  'agreement.declined',
  'agreement.completed',
  'agreement.voided',
  'invoice.issued',
  'invoice.paid',
  'invoice.refunded',
  'email.unsubscribed',
  'email.bounced',
  'journey.completed',
  'client.erased',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** The web's filters group items by these. */
export const HISTORY_CATEGORIES = ['consent', 'email', 'journey', 'agreement', 'payment', 'privacy'] as const;
export type HistoryCategory = (typeof HISTORY_CATEGORIES)[number];

/** Who acted: the client (no named contact known), one of its contacts, a team member, or the product itself. */
export const HISTORY_ACTOR_TYPES = ['client', 'contact', 'member', 'system'] as const;
export type HistoryActorType = (typeof HISTORY_ACTOR_TYPES)[number];

/** Items per page of the history. */
export const HISTORY_PAGE_SIZE = 50;

const CATEGORY_OF: Record<HistoryKind, HistoryCategory> = {
  'client.created': 'journey',
  'invitation.sent': 'email',
  'portal.opened': 'journey',
  'submission.submitted': 'journey',
  'submission.resubmitted': 'journey',
  'submission.reviewed': 'journey',
  'submission.sent_back': 'journey',
  'testimonial.given': 'journey',
  'testimonial.edited': 'journey',
  'testimonial.permission_given': 'consent',
  'testimonial.permission_withdrawn': 'consent',
  'testimonial.approved': 'journey',
  'testimonial.rejected': 'journey',
  'agreement.sent': 'agreement',
  'agreement.viewed': 'agreement',
  'agreement.consent_given': 'consent',
  'agreement.signed': 'agreement',
  'agreement.countersigned': 'agreement',
  'agreement.declined': 'agreement',
  'agreement.completed': 'agreement',
  'agreement.voided': 'agreement',
  'invoice.issued': 'payment',
  'invoice.paid': 'payment',
  'invoice.refunded': 'payment',
  'email.unsubscribed': 'consent',
  'email.bounced': 'email',
  'journey.completed': 'journey',
  'client.erased': 'privacy',
};

export const historyCategory = (kind: HistoryKind): HistoryCategory => CATEGORY_OF[kind];

export const isHistoryKind = (value: string): value is HistoryKind => Object.hasOwn(CATEGORY_OF, value);
