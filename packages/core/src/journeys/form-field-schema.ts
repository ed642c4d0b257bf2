import { z } from 'zod';
import { HEX_COLOR } from '../messages';
import { text } from '../text';
import { conditionSchema } from './condition-schema';
import { FIELD_TYPES } from './field-types';

export const formFieldSchema = z.object({
  id: text({ label: 'Field id' }).min(1).max(100),
  type: z.enum(FIELD_TYPES),
  label: text({ label: 'Field label' }).max(300),
  required: z.boolean().default(false),
  placeholder: text({ label: 'Placeholder' }).max(300).optional(),
  options: z
    .array(text({ label: 'Option' }).max(300))
    .max(100)
    .optional(),
  maxRating: z.number().int().min(1).max(10).optional(),
  defaultColor: text({ label: 'Default colour' }).regex(HEX_COLOR).optional(),
  /** Shown only when this holds over earlier answers (conditions.ts); absent: always. */
  showWhen: conditionSchema.nullish(),
});
