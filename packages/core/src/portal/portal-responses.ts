import { z } from 'zod';
import { portalAgreementSchema } from '../agreements/agreement-responses';
import { ERROR_CODES } from '../error-codes';
import { conditionSchema } from '../journeys/condition-schema';
import { FIELD_TYPES, type FormField, PHASES, STEP_TYPES } from '../journeys/types';
import { portalPaymentSchema } from '../payments/payment-responses';
import { STORED_SUBMISSION_STATUSES } from '../submissions/submission-statuses';
import { type Answers, APPROVAL_VALUES, type PortalFileAnswer } from './portal-rules';

/**
 * The client portal API (JSON camelCase); routes in ../api/portal-routes.ts, its answers here as
 * zod schemas with their types. No account: the share token in the path is the key.
 * Unknown, regenerated or deleted tokens and archived clients answer 404 PORTAL_NOT_FOUND; a
 * portal with a password answers 401 PORTAL_PASSWORD_REQUIRED (with `branding`) until the
 * password is given; any id that is not this project's answers 404.
 *
 * - GET  /api/portal/:token                                  → PortalResponse (one request for the whole page)
 * - POST /api/portal/:token/session          { password }    → { ok: true } + the portal cookie (429 after 5 wrong tries)
 * - PUT  /api/portal/:token/stages/:stageId/draft   { answers } → PortalSubmissionResponse (autosave; never completes a stage)
 * - POST /api/portal/:token/stages/:stageId/submit  { answers } → PortalSubmitResponse (create or edit)
 * - POST /api/portal/:token/uploads          multipart: stageId, fieldId, file → 201 { file: PortalFileAnswer }
 * - GET  /api/portal/:token/files/:attachmentId              → the file (deliverables and the client's own uploads)
 * - POST /api/portal/:token/deliverables/:deliverableId/review { decision, comment? } → PortalReviewResponse
 *
 * A failed field check answers 400 VALIDATION_ERROR with `fields: { [fieldId]: message }`.
 * The portal page takes the types with `import type` only: its JavaScript budget has no room
 * for zod, so nothing here is imported at runtime by the web (see clients/client-responses.ts
 * for why the schemas stand apart).
 */

export const portalBrandingSchema = z.object({
  /** The workspace name, 'Client Portal' when blank. */
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** '#rrggbb'. */
  primaryColor: z.string(),
  /** '#rrggbb' or null. */
  accentColor: z.string().nullable(),
  /** The owner's booking page: a 'Book a call' button when set. */
  calendlyUrl: z.string().nullable(),
  /** The workspace's IANA zone: the portal's dates follow it. */
  timezone: z.string(),
});
export type PortalBranding = z.infer<typeof portalBrandingSchema>;

export const portalFileAnswerSchema = z.object({
  attachmentId: z.string(),
  name: z.string(),
  size: z.number(),
  mimeType: z.string(),
}) satisfies z.ZodType<PortalFileAnswer>;

/** Answers as the server stored them (checked by checkStageAnswers on the way in). */
export const savedAnswersSchema = z.record(
  z.string(),
  z.union([z.string(), z.array(z.string()), z.number(), z.boolean(), portalFileAnswerSchema]),
) satisfies z.ZodType<Answers>;

/**
 * A stage's field as stored. A type this version does not know is served as it is and rendered
 * as text by the page (fieldKind), so the check reads it as 'text' rather than refusing it.
 */
export const portalFieldSchema = z.object({
  id: z.string(),
  type: z
    .enum(FIELD_TYPES)
    .catch('text')
    .meta({ type: 'string', description: `One of ${FIELD_TYPES.join(', ')}; any other reads as text` }),
  label: z.string(),
  required: z.boolean().default(false),
  placeholder: z.string().optional(),
  options: z.array(z.string()).optional(),
  maxRating: z.number().optional(),
  defaultColor: z.string().optional(),
  /** Shown only while this holds over earlier answers (core's journeyVisibility, live as the client types). */
  showWhen: conditionSchema.nullish(),
}) satisfies z.ZodType<FormField>;

export const portalSubmissionSchema = z.object({
  /** 'changes_requested': the owner sent the stage back; it stays done but asks to be resubmitted. */
  status: z.enum(STORED_SUBMISSION_STATUSES),
  /** With 'changes_requested': the owner's comment, shown above the form. */
  changesComment: z.string().nullable(),
  answers: savedAnswersSchema,
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export type PortalSubmissionDto = z.infer<typeof portalSubmissionSchema>;

export const portalDeliverableReviewSchema = z.object({
  decision: z.enum(APPROVAL_VALUES),
  comment: z.string().nullable(),
  decidedAt: z.string(),
});
export type PortalDeliverableReviewDto = z.infer<typeof portalDeliverableReviewSchema>;

export const portalDeliverableItemSchema = z.object({
  id: z.string(),
  type: z.enum(['file', 'link']),
  url: z.string().nullable(),
  linkTitle: z.string().nullable(),
  file: z
    .object({ name: z.string(), size: z.number(), mimeType: z.string(), url: z.string(), isImage: z.boolean() })
    .nullable(),
});
export type PortalDeliverableItemDto = z.infer<typeof portalDeliverableItemSchema>;

export const portalDeliverableSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** A note's text. */
  description: z.string().nullable(),
  type: z.enum(['file', 'link', 'note']),
  items: z.array(portalDeliverableItemSchema),
  createdAt: z.string(),
  /** The client's latest decision, or null. */
  review: portalDeliverableReviewSchema.nullable(),
});
export type PortalDeliverableDto = z.infer<typeof portalDeliverableSchema>;

export const portalStageSchema = z.object({
  id: z.string(),
  /** step_order, 1-based. */
  order: z.number(),
  stepType: z.enum(STEP_TYPES),
  phase: z.enum(PHASES),
  name: z.string(),
  description: z.string().nullable(),
  /** The stage's own fields (a testimonial stage's form adds its fixed fields: stageFields()). */
  fields: z.array(portalFieldSchema),
  /** The submitted answers, or the saved draft, or null. */
  submission: portalSubmissionSchema.nullable(),
  /** Milestone stages: what the owner shared, oldest first. */
  deliverables: z.array(portalDeliverableSchema),
  /** Agreement stages: the latest version sent to this client, or null while none is. */
  agreement: portalAgreementSchema.nullable().optional(),
  /** Payment stages: what to pay, the plan and its invoices (null when the stage cannot be shown). */
  payment: portalPaymentSchema.nullable().optional(),
  /**
   * False when the stage does not apply to this client (its condition, over their submitted
   * answers): the page never shows it, and it is sent as a stub (no name, no description, its
   * fields as bare ids) only so that later conditions find the fields they refer to.
   */
  applies: z.boolean(),
  /** The stage's due date for this client ('YYYY-MM-DD' on their clock), or null. */
  dueOn: z.string().nullable(),
});
export type PortalStageDto = z.infer<typeof portalStageSchema>;

/** GET /api/portal/{token}: everything the page shows, in one answer. */
export const portalResponseSchema = z.object({
  branding: portalBrandingSchema,
  client: z.object({
    clientName: z.string(),
    projectName: z.string(),
    status: z.enum(['active', 'completed']),
  }),
  /** Who is visiting: the contact whose own link this is (the client's primary contact, or another). */
  contact: z.object({ name: z.string(), role: z.string().nullable() }),
  /** Sanitised welcome HTML: the client's own, else the journey's. */
  introHtml: z.string().nullable(),
  /** null: 'No Journey Assigned'. */
  journey: z.object({ name: z.string() }).nullable(),
  /** Live stages in order. */
  stages: z.array(portalStageSchema),
  /** Stages that apply to this client with a submitted answer (drafts excluded). */
  completedCount: z.number(),
  /** MAX_UPLOAD_MB in bytes, so the page refuses a too-large file before sending it. */
  maxUploadBytes: z.number(),
});
export type PortalResponse = z.infer<typeof portalResponseSchema>;

/** Answers the server removed at a save because their questions no longer apply (conditions). */
export const portalRemovedAnswersSchema = z.array(
  z.object({ stageId: z.string(), stageName: z.string(), fieldLabels: z.array(z.string()) }),
);
export type PortalRemovedAnswers = z.infer<typeof portalRemovedAnswersSchema>;

/** PUT …/stages/{stageId}/draft. */
export const portalSubmissionResponseSchema = z.object({
  submission: portalSubmissionSchema,
  /** Answers dropped by this save (hidden questions of this stage, or of later stages it hid); usually empty. */
  removed: portalRemovedAnswersSchema,
});
export type PortalSubmissionResponse = z.infer<typeof portalSubmissionResponseSchema>;

/** POST …/stages/{stageId}/submit. */
export const portalSubmitResponseSchema = portalSubmissionResponseSchema.extend({
  completedCount: z.number(),
  totalCount: z.number(),
  /** True when this submission completed the journey (show the congratulations modal). */
  journeyComplete: z.boolean(),
});
export type PortalSubmitResponse = z.infer<typeof portalSubmitResponseSchema>;

/** POST …/deliverables/{deliverableId}/review. */
export const portalReviewResponseSchema = z.object({
  review: portalDeliverableReviewSchema,
  /** Stages with a submitted answer now (approving a milestone's last deliverable can complete it). */
  completedCount: z.number(),
  journeyComplete: z.boolean(),
});
export type PortalReviewResponse = z.infer<typeof portalReviewResponseSchema>;

/** POST …/uploads (201): the stored file, to put in the answers as the file field's value. */
export const portalUploadResponseSchema = z.object({ file: portalFileAnswerSchema });

const portalError = z.object({ code: z.string(), message: z.string() });

/** The 401 of a protected portal carries the branding, so the password screen looks like the portal. */
export const portalPasswordRequiredSchema = z.object({
  error: portalError.extend({ code: z.literal(ERROR_CODES.PORTAL_PASSWORD_REQUIRED) }),
  branding: portalBrandingSchema,
});
export type PortalPasswordRequired = z.infer<typeof portalPasswordRequiredSchema>;

/** A 400 of the answer routes: a failed field check adds a message per field id. */
export const portalFieldErrorsSchema = z.object({
  error: portalError,
  fields: z.record(z.string(), z.string()).optional(),
});
