import { z } from 'zod';
import { stageAgreementConfigDtoSchema } from '../agreements/agreement-responses';
import { stagePaymentConfigDtoSchema } from '../payments/payment-responses';
import { conditionSchema } from './condition-schema';
import { stageDueRuleSchema } from './due-rule-schema';
import { formFieldSchema } from './form-field-schema';
import { PHASES, SLOT_TYPES, STEP_TYPES } from './types';

/** The answers of the journeys API as zod schemas (see clients/client-responses.ts for why apart). */

export const journeyOriginSchema = z.enum(['builtin', 'workspace']);
export type JourneyOrigin = z.infer<typeof journeyOriginSchema>;

export const deliverableSlotSchema = z.object({
  id: z.string(),
  slotType: z.enum(SLOT_TYPES),
  label: z.string(),
  description: z.string().nullable(),
  isRequired: z.boolean(),
  displayOrder: z.number(),
});
export type DeliverableSlotDto = z.infer<typeof deliverableSlotSchema>;

export const journeyStepSchema = z.object({
  id: z.string(),
  stepOrder: z.number(),
  stepType: z.enum(STEP_TYPES),
  phase: z.enum(PHASES),
  name: z.string(),
  description: z.string().nullable(),
  formConfig: z.array(formFieldSchema),
  deliverableSlots: z.array(deliverableSlotSchema),
  /** An agreement stage's document and signing order; null on other stages. */
  agreement: stageAgreementConfigDtoSchema.nullable(),
  /** A payment stage's lines and schedule; null (or absent) on other stages. */
  payment: stagePaymentConfigDtoSchema.nullish(),
  /** The stage's own condition; null: it always applies. */
  showWhen: conditionSchema.nullish(),
  /** The stage's due date rule; null: none. */
  due: stageDueRuleSchema.nullish(),
  /** Submissions clients already made on this stage (the editor warns before deleting it). */
  submissionCount: z.number(),
});
export type JourneyStepDto = z.infer<typeof journeyStepSchema>;

/** What the list and the details share about a journey. */
const journeyBaseSchema = z.object({
  id: z.string(),
  workspaceId: z.string().nullable(),
  origin: journeyOriginSchema,
  name: z.string(),
  description: z.string().nullable(),
  isDefault: z.boolean(),
  isArchived: z.boolean(),
  /** Projects of this workspace that use the journey (all statuses). */
  usageCount: z.number(),
  /** Projects of this workspace with status 'active' that use the journey. */
  activeClients: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A journey as the list shows it: counts of its stages, not the stages (docs/decisions/008). */
export const journeySummarySchema = journeyBaseSchema.extend({
  stageCount: z.number(),
  /** Live stages in each phase (Quick Setup shows them and needs one in a chosen phase). */
  phaseStageCounts: z.record(z.enum(PHASES), z.number()),
});
export type JourneySummaryDto = z.infer<typeof journeySummarySchema>;

/** A whole journey: its welcome message and every stage. */
export const journeySchema = journeyBaseSchema.extend({
  /** Sanitised HTML or null. */
  introText: z.string().nullable(),
  steps: z.array(journeyStepSchema),
});
export type JourneyDto = z.infer<typeof journeySchema>;

/** GET /api/journeys: built-ins plus the workspace's journeys, newest first, as summaries. */
export const journeyListResponseSchema = z.object({ journeys: z.array(journeySummarySchema) });
export type JourneyListResponse = z.infer<typeof journeyListResponseSchema>;

/** GET /api/journeys/{id}, and every write but the delete, answer with the whole journey. */
export const journeyResponseSchema = z.object({ journey: journeySchema });
export type JourneyResponse = z.infer<typeof journeyResponseSchema>;
