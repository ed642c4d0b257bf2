import type { FormField, Phase, StepType } from '../journeys/types';
import type { Answers, ApprovalValue } from './portal-rules';

/**
 * The client portal API (JSON camelCase). No account: the share token in the path is the key.
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
 */

export interface PortalBranding {
  /** The workspace name, 'Client Portal' when blank. */
  name: string;
  logoUrl: string | null;
  /** '#rrggbb'. */
  primaryColor: string;
}

export interface PortalSubmissionDto {
  /** 'changes_requested': the owner sent the stage back; it stays done but asks to be resubmitted. */
  status: 'draft' | 'submitted' | 'reviewed' | 'changes_requested';
  /** With 'changes_requested': the owner's comment, shown above the form. */
  changesComment: string | null;
  answers: Answers;
  submittedAt: string;
  updatedAt: string;
}

export interface PortalDeliverableReviewDto {
  decision: ApprovalValue;
  comment: string | null;
  decidedAt: string;
}

export interface PortalDeliverableItemDto {
  id: string;
  type: 'file' | 'link';
  url: string | null;
  linkTitle: string | null;
  file: { name: string; size: number; mimeType: string; url: string; isImage: boolean } | null;
}

export interface PortalDeliverableDto {
  id: string;
  title: string;
  /** A note's text. */
  description: string | null;
  type: 'file' | 'link' | 'note';
  items: PortalDeliverableItemDto[];
  createdAt: string;
  /** The client's latest decision, or null. */
  review: PortalDeliverableReviewDto | null;
}

export interface PortalStageDto {
  id: string;
  /** step_order, 1-based. */
  order: number;
  stepType: StepType;
  phase: Phase;
  name: string;
  description: string | null;
  /** The stage's own fields (a testimonial stage's form adds its fixed fields: stageFields()). */
  fields: FormField[];
  /** The submitted answers, or the saved draft, or null. */
  submission: PortalSubmissionDto | null;
  /** Milestone stages: what the owner shared, oldest first. */
  deliverables: PortalDeliverableDto[];
}

export interface PortalResponse {
  branding: PortalBranding;
  client: { clientName: string; projectName: string; status: 'active' | 'completed' };
  /** Sanitised welcome HTML: the client's own, else the journey's. */
  introHtml: string | null;
  /** null: 'No Journey Assigned'. */
  journey: { name: string } | null;
  /** Live stages in order. */
  stages: PortalStageDto[];
  /** Stages with a submitted answer (drafts excluded). */
  completedCount: number;
  /** MAX_UPLOAD_MB in bytes, so the page refuses a too-large file before sending it. */
  maxUploadBytes: number;
}

export interface PortalSubmissionResponse {
  submission: PortalSubmissionDto;
}

export interface PortalSubmitResponse extends PortalSubmissionResponse {
  completedCount: number;
  totalCount: number;
  /** True when this submission completed the journey (show the congratulations modal). */
  journeyComplete: boolean;
}

export interface PortalReviewResponse {
  review: PortalDeliverableReviewDto;
  /** Stages with a submitted answer now (approving a milestone's last deliverable can complete it). */
  completedCount: number;
  journeyComplete: boolean;
}

/** The 401 of a protected portal carries the branding, so the password screen looks like the portal. */
export interface PortalPasswordRequired {
  error: { code: 'PORTAL_PASSWORD_REQUIRED'; message: string };
  branding: PortalBranding;
}
