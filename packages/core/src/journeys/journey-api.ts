import { z } from 'zod';
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

export interface JourneyDto {
  id: string;
  workspaceId: string | null;
  origin: JourneyOrigin;
  name: string;
  description: string | null;
  /** Sanitised HTML or null. */
  introText: string | null;
  isDefault: boolean;
  isArchived: boolean;
  /** Projects of this workspace that use the journey (all statuses). */
  usageCount: number;
  /** Projects of this workspace with status 'active' that use the journey. */
  activeClients: number;
  createdAt: string;
  updatedAt: string;
  steps: JourneyStepDto[];
}

/** GET /api/journeys → built-ins plus the workspace's journeys, newest first. */
export interface JourneyListResponse {
  journeys: JourneyDto[];
}
/** GET /api/journeys/:id, and every write below, answer with the journey. */
export interface JourneyResponse {
  journey: JourneyDto;
}

const name = z.string().trim().min(1, 'Journey name is required').max(200);
const description = z.string().trim().max(2000).nullish();
const introText = z.string().max(50_000).nullish();

/** POST /api/journeys → 201 */
export const createJourneySchema = z.object({ name, description });
/** PATCH /api/journeys/:id */
export const updateJourneySchema = z.object({ name: name.optional(), description, introText });

export const stageInputSchema = z.object({
  /** An existing stage id keeps the stage (and its submissions); omitted or unknown → a new stage. */
  id: z.string().max(100).optional(),
  stepType: z.enum(STEP_TYPES),
  phase: z.enum(PHASES).optional(),
  name: z.string().trim().max(200),
  description: z.string().max(2000).nullish(),
  formConfig: z.array(formFieldSchema).max(100),
});
export type StageInput = z.infer<typeof stageInputSchema>;

/** PUT /api/journeys/:id/stages: the editor's Save Changes, one transaction. */
export const saveStagesSchema = z.object({
  introText: introText,
  stages: z.array(stageInputSchema).max(100),
});
export type SaveStagesInput = z.infer<typeof saveStagesSchema>;

/** POST /api/journeys/quick → 201: Quick Setup from a template (spec §5 messages). */
export const quickJourneySchema = z.object({
  // A missing field reads like an empty one (messages are looked up when a parse fails).
  name: z.string({ error: () => QUICK_JOURNEY_MESSAGES.nameRequired }),
  templateId: z.string({ error: () => QUICK_JOURNEY_MESSAGES.templateRequired }),
  phases: z.array(z.enum(PHASES), { error: () => QUICK_JOURNEY_MESSAGES.noPhase }),
});
export type QuickJourneyInput = z.infer<typeof quickJourneySchema>;

export { duplicateJourneyName, JOURNEY_MESSAGES, QUICK_JOURNEY_MESSAGES } from './journey-messages';
