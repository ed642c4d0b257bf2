import { z } from 'zod';
import { stageAgreementConfigSchema } from '../agreements/agreement-schemas';
import { stagePaymentConfigSchema } from '../payments/payment-schemas';
import { text } from '../text';
import { conditionSchema } from './condition-schema';
import { stageDueRuleSchema } from './due-rule-schema';
import { formFieldSchema } from './form-field-schema';
import { QUICK_JOURNEY_MESSAGES } from './journey-messages';
import { PHASES, STEP_TYPES } from './types';

/**
 * The journeys API contract, shared by server (validation) and web (types): the request schemas
 * here, the answers' schemas and their types in journey-responses.ts. JSON is camelCase; every
 * route lives under /api/journeys and is owner-only.
 */

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
  /** An agreement stage's document and signing order; ignored (stored as null) on other stages. */
  agreement: stageAgreementConfigSchema.nullish(),
  /** A payment stage's lines, taxes and schedule; ignored (stored as null) on other stages. */
  payment: stagePaymentConfigSchema.nullish(),
  /** The stage applies only when this holds over earlier answers; absent or null: always. */
  showWhen: conditionSchema.nullish(),
  /** When the stage is due for each client; absent or null: no due date. */
  due: stageDueRuleSchema.nullish(),
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

export {
  CONDITION_MESSAGES,
  duplicateJourneyName,
  JOURNEY_MESSAGES,
  QUICK_JOURNEY_MESSAGES,
} from './journey-messages';
