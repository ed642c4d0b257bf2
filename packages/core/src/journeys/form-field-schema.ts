import { z } from 'zod';
import { FIELD_TYPES } from './types';

export const formFieldSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(FIELD_TYPES),
  label: z.string().max(300),
  required: z.boolean().default(false),
  placeholder: z.string().max(300).optional(),
  options: z.array(z.string().max(300)).max(100).optional(),
  maxRating: z.number().int().min(1).max(10).optional(),
  defaultColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
});
