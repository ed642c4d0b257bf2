import { CONTACT_MESSAGES, type ContactDto, createContactSchema, MAX_CONTACTS } from '@bloom/core';
import type { BadgeTone } from '../../components/ui/badge';
import { formatOwnerDate, formatOwnerDateAtTime } from '../../lib/owner-dates';
import { CONTACTS_CARD_MESSAGES as M } from './contacts-messages';

/** The primary contact first, then the others in the order they were added. */
export function orderContacts(contacts: readonly ContactDto[]): ContactDto[] {
  return [...contacts].sort((a, b) => Number(b.primary) - Number(a.primary) || a.createdAt.localeCompare(b.createdAt));
}

/** What a contact's invitation stands at, in words and a badge colour; `sending` while one is on its way. */
export function invitationStatus(contact: ContactDto, sending = false): { label: string; tone: BadgeTone } {
  if (contact.unsubscribed) return { label: M.unsubscribed, tone: 'amber' };
  if (contact.bounced) return { label: M.bounced, tone: 'red' };
  if (sending) return { label: M.invitationSending, tone: 'blue' };
  if (contact.invitationSentAt) return { label: M.invitedOn(formatOwnerDate(contact.invitationSentAt)), tone: 'teal' };
  return { label: M.notInvited, tone: 'neutral' };
}

/** Why no invitation can be sent to this contact (the server's own words), or null when one can. */
export function invitationBlock(contact: ContactDto): string | null {
  if (!contact.email) return CONTACT_MESSAGES.noEmail;
  if (contact.unsubscribed) return CONTACT_MESSAGES.unsubscribed;
  if (contact.bounced) return CONTACT_MESSAGES.bounced;
  return null;
}

export const lastVisitLabel = (contact: ContactDto) =>
  contact.lastSeenAt ? M.lastVisit(formatOwnerDateAtTime(contact.lastSeenAt)) : M.notVisited;

/** Why no contact can be added (the list is full), or null. */
export const addBlock = (count: number): string | null =>
  count >= MAX_CONTACTS ? CONTACT_MESSAGES.tooMany(MAX_CONTACTS) : null;

export interface ContactFormValues {
  name: string;
  email: string;
  role: string;
}

export type ContactFormErrors = Partial<Record<'name' | 'email' | 'role' | 'form', string>>;

/** What the form sends: the whole contact when adding, what changed when editing. */
export interface ContactBody {
  name: string;
  role: string | null;
  email?: string;
}

export const formValuesOf = (contact: ContactDto | null): ContactFormValues => ({
  name: contact?.name ?? '',
  email: contact?.email ?? '',
  role: contact?.role ?? '',
});

const fieldOf = (key: PropertyKey | undefined) => (key === 'name' || key === 'email' || key === 'role' ? key : 'form');

/** The first message for each field. */
function errorsOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  const errors: ContactFormErrors = {};
  for (const issue of error.issues) errors[fieldOf(issue.path[0])] ??= issue.message;
  return errors;
}

const withoutEmail = createContactSchema.omit({ email: true });

/**
 * The form checked by core's schema before anything is sent: the body to send, or a message per
 * field. Editing sends the name, the role and the address when it changed.
 */
export function checkContactForm(
  values: ContactFormValues,
  editing: ContactDto | null,
): { body: ContactBody } | { errors: ContactFormErrors } {
  // A primary contact created without an email may stay without one.
  if (editing !== null && editing.email === null && values.email.trim() === '') {
    const parsed = withoutEmail.safeParse(values);
    return parsed.success ? { body: parsed.data } : { errors: errorsOf(parsed.error) };
  }
  const parsed = createContactSchema.safeParse(values);
  if (!parsed.success) return { errors: errorsOf(parsed.error) };
  const { name, role, email } = parsed.data;
  // An unchanged address is left out, so the server has nothing to check again.
  return { body: { name, role, ...(email !== editing?.email ? { email } : {}) } };
}

const EMAIL_REFUSALS: readonly string[] = [
  CONTACT_MESSAGES.duplicateEmail,
  CONTACT_MESSAGES.invalidEmail,
  CONTACT_MESSAGES.emailRequired,
];

/** Where the server's refusal shows in the form: under the field it is about, else above the buttons. */
export function placeServerError(error: Error): ContactFormErrors {
  if (EMAIL_REFUSALS.includes(error.message)) return { email: error.message };
  if (error.message === CONTACT_MESSAGES.nameRequired) return { name: error.message };
  return { form: error.message };
}
