import { z } from 'zod';
import { text } from '../text';
import { formFieldSchema } from './form-field-schema';
import { QUICK_JOURNEY_MESSAGES } from './journey-messages';
import { PHASES, type SLOT_TYPES, STEP_TYPES } from './types';

/**
 * The journeys API contract, shared by server (validation) and web (types).
 * JSON is camelCase; every route lives under /api/journeys and is owner-only.
 */

export const journeyOriginSchema = z.enum(['builtin', 'workspace']);
export type JourneyOrigin = z.infer<typeof journeyOriginSchema>;

export interface DeliverableSlotDto {
  id: string;
  slotType: (typeof SLOT_TYPES)[number];
  label: string;
  description: string | null;
  isRequired: boolean;
  displayOrder: number;
}

export interface JourneyStepDto {
  id: string;
  stepOrder: number;
  stepType: (typeof STEP_TYPES)[number];
  phase: (typeof PHASES)[number];
  name: string;
  description: string | null;
  formConfig: z.infer<typeof formFieldSchema>[];
  deliverableSlots: DeliverableSlotDto[];
  /** Submissions clients already made on this stage (the editor warns before deleting it). */
  submissionCount: number;
}

/** What the list and the details share about a journey. */
interface JourneyBaseDto {
  id: string;
  workspaceId: string | null;
  origin: JourneyOrigin;
  name: string;
  description: string | null;
  isDefault: boolean;
  isArchived: boolean;
  /** Projects of this workspace that use the journey (all statuses). */
  usageCount: number;
  /** Projects of this workspace with status 'active' that use the journey. */
  activeClients: number;
  createdAt: string;
  updatedAt: string;
}

/** A journey as the list shows it: counts of its stages, not the stages (docs/decisions/008). */
export interface JourneySummaryDto extends JourneyBaseDto {
  stageCount: number;
  /** Live stages in each phase (Quick Setup shows them and needs one in a chosen phase). */
  phaseStageCounts: Record<(typeof PHASES)[number], number>;
}

/** A whole journey: its welcome message and every stage. */
export interface JourneyDto extends JourneyBaseDto {
  /** Sanitised HTML or null. */
  introText: string | null;
  steps: JourneyStepDto[];
}

/** GET /api/journeys → built-ins plus the workspace's journeys, newest first, as summaries. */
export interface JourneyListResponse {
  journeys: JourneySummaryDto[];
}
/** GET /api/journeys/:id, and every write below, answer with the whole journey. */
export interface JourneyResponse {
  journey: JourneyDto;
}

const name = text({ label: 'Journey name' }).trim().min(1, 'Journey name is required').max(200);
const description = text({ label: 'Description' }).trim().max(2000).nullish();
const introText = text({ label: 'Welcome message' }).max(50_000).nullish();

/** POST /api/journeys → 201 */
export const createJourneySchema = z.object({ name, description });

export const stageInputSchema = z.object({
  /** An existing stage id keeps the stage (and its submissions); omitted or unknown → a new stage. */
  id: text({ label: 'Stage id' }).max(100).optional(),
  stepType: z.enum(STEP_TYPES),
  phase: z.enum(PHASES).optional(),
  name: text({ label: 'Stage name' }).trim().max(200),
  description: text({ label: 'Stage description' }).max(2000).nullish(),
  formConfig: z.array(formFieldSchema).max(100),
});
export type StageInput = z.infer<typeof stageInputSchema>;

/**
 * PUT /api/journeys/:id: the editor's Save Changes, the whole editable journey in one request and
 * one transaction (docs/decisions/008). A blank description or welcome message (or none) clears it.
 */
export const saveJourneySchema = z.object({
  name,
  description,
  introText,
  stages: z.array(stageInputSchema).max(100),
});
export type SaveJourneyInput = z.infer<typeof saveJourneySchema>;

/** POST /api/journeys/quick → 201: Quick Setup from a template (docs/product.md#quick-setup). */
export const quickJourneySchema = z.object({
  // A missing field reads like an empty one (messages are looked up when a parse fails).
  name: text({ label: 'Journey name', error: () => QUICK_JOURNEY_MESSAGES.nameRequired }),
  templateId: text({ label: 'Template', error: () => QUICK_JOURNEY_MESSAGES.templateRequired }),
  phases: z.array(z.enum(PHASES), { error: () => QUICK_JOURNEY_MESSAGES.noPhase }),
});
export type QuickJourneyInput = z.infer<typeof quickJourneySchema>;

export { duplicateJourneyName, JOURNEY_MESSAGES, QUICK_JOURNEY_MESSAGES } from './journey-messages';
