import { z } from 'zod';
import { text } from '../text';
import { CONTACT_MESSAGES, MAX_CONTACTS } from './contact-messages';

const name = text({ label: 'Name', error: CONTACT_MESSAGES.nameRequired })
  .trim()
  .min(1, CONTACT_MESSAGES.nameRequired)
  .max(200);
const email = text({ label: 'Email', error: CONTACT_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, CONTACT_MESSAGES.emailRequired)
  .max(254)
  .pipe(z.email(CONTACT_MESSAGES.invalidEmail));
/** "Finance", "Project lead"; '' and null mean none. */
const role = text({ label: 'Role' })
  .trim()
  .max(80)
  .nullish()
  .transform((s) => s || null);

/** POST /api/clients/{id}/contacts (and the public API's): a contact added to a client has an email. */
export const createContactSchema = z.object({ name, email, role });
export type CreateContactInput = z.input<typeof createContactSchema>;

/** PATCH /api/clients/{id}/contacts/{contactId}: only the fields sent change (role: null or '' clears it). */
export const updateContactSchema = z.object({ name: name.optional(), email: email.optional(), role: role.optional() });
export type UpdateContactInput = z.input<typeof updateContactSchema>;

/**
 * One person on the client's side. The primary contact is the client's own name and email
 * (projects.client_name / client_email); every contact has their own portal link, invitation,
 * reminders and unsubscribe.
 */
export const contactSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Only the primary contact of a client created without an email has none. */
  email: z.string().nullable(),
  role: z.string().nullable(),
  primary: z.boolean(),
  /** Their own portal link (absolute). */
  portalUrl: z.string(),
  /** When their invitation was accepted by the mail server; null: not sent. */
  invitationSentAt: z.string().nullable(),
  unsubscribed: z.boolean(),
  bounced: z.boolean(),
  /** Their last visit to the portal through their own link. */
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactDto = z.infer<typeof contactSchema>;

export const contactResponseSchema = z.object({ contact: contactSchema });
export const contactListResponseSchema = z.object({
  contacts: z.array(contactSchema).max(MAX_CONTACTS),
});
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

/** Who took an action, as the history, the inbox and webhooks show it. */
export const actorSchema = z.object({
  kind: z.enum(['member', 'contact', 'system']),
  /** A member's user id or a contact's id; null for the system (a scheduled reminder). */
  id: z.string().nullable(),
  name: z.string(),
});
export type ActorDto = z.infer<typeof actorSchema>;
