import { z } from 'zod';
import { text } from '../text';
import { CONDITION_OPERATORS, type Condition } from './conditions';

/** The most rules and groups a condition holds (a readable rule is a short one). */
export const CONDITION_LIMITS = { items: 20, rulesPerGroup: 20 } as const;

const operand = z.union([
  text({ label: 'Rule value' }).max(300),
  z.number().finite(),
  z.boolean(),
  z.array(text({ label: 'Rule value' }).max(300)).max(100),
]);

export const conditionRuleSchema = z.strictObject({
  fieldId: text({ label: 'Rule question' }).min(1).max(100),
  op: z.enum(CONDITION_OPERATORS),
  value: operand.optional(),
});

export const conditionGroupSchema = z.strictObject({
  match: z.enum(['all', 'any']),
  rules: z.array(conditionRuleSchema).min(1).max(CONDITION_LIMITS.rulesPerGroup),
});

/** A field's or a stage's `showWhen` (conditions.ts says how it is read). */
export const conditionSchema: z.ZodType<Condition> = z.strictObject({
  match: z.enum(['all', 'any']),
  items: z.array(z.union([conditionGroupSchema, conditionRuleSchema])).max(CONDITION_LIMITS.items),
});
