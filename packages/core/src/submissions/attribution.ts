import type { ActorDto } from '../contacts/contact-schemas';

/**
 * Who took an owner-side action, as a row stores it: the member's user id (null once their
 * account is gone) and their name at that moment. A row from before attribution has no name,
 * and answers null: the page then says what happened without saying who.
 */
export const memberActor = (userId: string | null, name: string | null): ActorDto | null =>
  name === null ? null : { kind: 'member', id: userId, name };

/**
 * Who acted in the portal, as a row stores it: the contact whose link was used (their id is null
 * once they are removed) and their name then. Rows from before contacts have no name: null.
 */
export const contactActor = (contactId: string | null, name: string | null): ActorDto | null =>
  name === null ? null : { kind: 'contact', id: contactId, name };

/** 'Marked reviewed by Dana', or the label alone when no one is recorded. */
export const byActor = (label: string, actor: ActorDto | null): string => (actor ? `${label} by ${actor.name}` : label);

/** 'by Priya on ' before a date, or nothing when no one is recorded. */
export const byNameOn = (actor: ActorDto | null): string => (actor ? `by ${actor.name} on ` : '');
