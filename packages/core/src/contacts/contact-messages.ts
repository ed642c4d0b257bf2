/** What the contacts screens and answers say. */
export const CONTACT_MESSAGES = {
  notFound: 'Contact not found.',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
  duplicateEmail: 'This client already has a contact with this email.',
  tooMany: (max: number) => `A client has at most ${max} contacts. Remove one first.`,
  primaryCannotBeRemoved: 'Make another contact primary before you remove this one.',
  noEmail: 'Add an email address to this contact first.',
  unsubscribed: 'This contact unsubscribed from your emails.',
  bounced: "This contact's address refused our last email. Correct it first.",
  added: 'Contact added.',
  saved: 'Contact saved.',
  removed: 'Contact removed.',
  madePrimary: 'Primary contact changed.',
  invitationSent: 'Invitation on its way.',
} as const;

/** Each contact has their own portal link; this many per client is plenty and bounds the emails a sweep sends. */
export const MAX_CONTACTS = 25;
