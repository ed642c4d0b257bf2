/** Deliverable texts and limits, apart from the API schemas so the pages need not load zod. */

/** The milestone deliverable form (docs/product.md#milestone-deliverables). */
export const DELIVERABLE_VALIDATION = {
  milestoneRequired: 'Select a milestone',
  fileRequired: 'Choose a file to upload',
  urlRequired: 'Enter a link URL',
  /** The URL must parse as http or https. */
  urlInvalid: 'Enter a valid URL (https://example.com)',
  noteRequired: 'Enter the note you want to share',
  fileItemNeedsAttachment: 'File deliverable items require an attachment reference.',
  linkItemNeedsUrl: 'Link deliverable items require a URL.',
  /** The JSON endpoint takes links and notes; files go through the upload. */
  typeRequired: 'Choose a link or a note',
  titleTooLong: 'Title must be at most 200 characters',
  urlTooLong: 'Link URL must be at most 2048 characters',
  linkTitleTooLong: 'Link label must be at most 200 characters',
  noteTooLong: 'Note must be at most 10,000 characters',
} as const;

/** Toasts, errors and empty states of /clients/{id}/deliverables. */
export const DELIVERABLE_MESSAGES = {
  loadFailed: 'Failed to load client deliverables.',
  uploadFailed: 'Failed to upload file',
  saveFailed: 'Failed to save deliverable',
  uploaded: 'Deliverable uploaded successfully!',
  linkAdded: 'Link added successfully!',
  noteSaved: 'Note saved successfully!',
  removed: 'Deliverable removed',
  notFound: 'Deliverable not found',
  fileNotFound: 'File not found',
  /** A stageId that is not a milestone stage of this client's journey. */
  milestoneNotFound: 'Select a milestone',
  /** A slotId that is not a deliverable slot of the chosen milestone stage. */
  slotNotFound: 'Select a deliverable slot of this milestone',
  noMilestones:
    'This journey has no milestone stages yet. Add a milestone stage to share deliverables with your client.',
  editStages: 'Edit journey stages',
  defaultNoteTitle: 'Milestone Note',
} as const;

/** 'Added by Dana on Dec 3, 2025', or 'Added Dec 3, 2025' when no one is recorded; `date` comes formatted by the page. */
export const addedByLine = (addedBy: { name: string } | null, date: string) =>
  addedBy ? `Added by ${addedBy.name} on ${date}` : `Added ${date}`;

/** What follows the client's decision ('Approved'): 'by Priya on …', or 'by the client on …' when no contact is recorded. */
export const decidedByLine = (actor: { name: string } | null, date: string) =>
  `by ${actor ? actor.name : 'the client'} on ${date}`;

export const DELIVERABLE_LIMITS = {
  title: 200,
  url: 2048,
  linkTitle: 200,
  note: 10_000,
} as const;

/** What a deliverable's item is; a deliverable without items is a note. */
export const DELIVERABLE_ITEM_TYPES = ['file', 'link'] as const;
export type DeliverableItemType = (typeof DELIVERABLE_ITEM_TYPES)[number];
export const DELIVERABLE_TYPES = [...DELIVERABLE_ITEM_TYPES, 'note'] as const;
export type DeliverableType = (typeof DELIVERABLE_TYPES)[number];

/**
 * The title a deliverable gets when the owner leaves it empty: the filename for a file, the
 * link label or else the URL for a link, 'Milestone Note' for a note.
 */
export function defaultDeliverableTitle(
  input:
    | { type: 'file'; filename: string }
    | { type: 'link'; url: string; linkTitle?: string | null }
    | { type: 'note' },
): string {
  if (input.type === 'file') return input.filename;
  if (input.type === 'link') return input.linkTitle?.trim() || input.url;
  return DELIVERABLE_MESSAGES.defaultNoteTitle;
}

// Core has no URL global (no DOM or Node types); a scheme, a host and no spaces is what a link needs.
const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** Whether the text is an http or https URL with a host. */
export const isHttpUrl = (value: string): boolean => HTTP_URL.test(value.trim());
