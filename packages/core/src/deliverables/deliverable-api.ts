import { z } from 'zod';
import { text } from '../text';
import { DELIVERABLE_LIMITS, DELIVERABLE_MESSAGES, DELIVERABLE_VALIDATION, isHttpUrl } from './deliverable-messages';

/**
 * The milestone deliverables API (JSON camelCase); routes in ../api/deliverable-routes.ts, answers
 * in deliverable-responses.ts. Owner-only; a client id of another workspace (or not a UUID)
 * answers 404 'Client not found'; a deliverable or attachment id that is not this client's
 * answers 404 'Deliverable not found' / 'File not found'.
 *
 * - GET    /api/clients/:clientId/deliverables                 → ClientDeliverablesResponse
 * - POST   /api/clients/:clientId/deliverables                 CreateDeliverableInput (link | note) → 201 DeliverableResponse
 * - POST   /api/clients/:clientId/deliverables/uploads         multipart: stageId, title?, slotId?, file → 201 DeliverableResponse
 * - DELETE /api/clients/:clientId/deliverables/:deliverableId  → { ok: true } (its items, attachments and stored objects go too)
 * - GET    /api/clients/:clientId/attachments/:attachmentId    → the file, streamed (Range, Content-Disposition)
 */

const stageId = z
  .string({ error: () => DELIVERABLE_VALIDATION.milestoneRequired })
  .pipe(
    text().trim().min(1, DELIVERABLE_VALIDATION.milestoneRequired).max(100, DELIVERABLE_MESSAGES.milestoneNotFound),
  );
const title = text({ label: 'Title' })
  .trim()
  .max(DELIVERABLE_LIMITS.title, DELIVERABLE_VALIDATION.titleTooLong)
  .nullish()
  .transform((s) => s || null);
const slotId = text()
  .trim()
  .max(100, DELIVERABLE_MESSAGES.slotNotFound)
  .nullish()
  .transform((s) => s || null);

/** POST /api/clients/:clientId/deliverables: a link or a note (files go through /uploads). */
export const createDeliverableSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('link'),
      stageId,
      title,
      slotId,
      // No url at all is a malformed item; a blank one is the form's 'Enter a link URL'.
      url: z.string({ error: () => DELIVERABLE_VALIDATION.linkItemNeedsUrl }).pipe(
        text({ label: 'URL' })
          .trim()
          .min(1, DELIVERABLE_VALIDATION.urlRequired)
          .max(DELIVERABLE_LIMITS.url, DELIVERABLE_VALIDATION.urlTooLong)
          .refine((s) => isHttpUrl(s), DELIVERABLE_VALIDATION.urlInvalid),
      ),
      linkTitle: text({ label: 'Link label' })
        .trim()
        .max(DELIVERABLE_LIMITS.linkTitle, DELIVERABLE_VALIDATION.linkTitleTooLong)
        .nullish()
        .transform((s) => s || null),
    }),
    z.object({
      type: z.literal('note'),
      stageId,
      title,
      slotId,
      note: z
        .string({ error: () => DELIVERABLE_VALIDATION.noteRequired })
        .pipe(
          text({ label: 'Note' })
            .trim()
            .min(1, DELIVERABLE_VALIDATION.noteRequired)
            .max(DELIVERABLE_LIMITS.note, DELIVERABLE_VALIDATION.noteTooLong),
        ),
    }),
    // A file item is made by the upload, which stores the file first; here it has no attachment.
    z
      .object({ type: z.literal('file') })
      .pipe(z.never({ error: () => DELIVERABLE_VALIDATION.fileItemNeedsAttachment })),
  ],
  { error: () => DELIVERABLE_VALIDATION.typeRequired },
);
export type CreateDeliverableInput = z.input<typeof createDeliverableSchema>;

/** The text fields of the multipart upload (the file is the `file` part). */
export const deliverableUploadFieldsSchema = z.object({ stageId, title, slotId });

export * from './deliverable-messages';
export * from './deliverable-responses';
