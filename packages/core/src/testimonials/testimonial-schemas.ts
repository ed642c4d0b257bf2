import { z } from 'zod';
import { text } from '../text';
import { TESTIMONIAL_MESSAGES } from './testimonial-api';
import { TESTIMONIAL_STATUSES } from './testimonial-statuses';

/** GET /api/testimonials: both optional, '' means none; the cursor is checked before the status. */
export const testimonialListQuerySchema = z.object({
  cursor: text()
    .max(200, TESTIMONIAL_MESSAGES.invalidCursor)
    .optional()
    .transform((s) => s || undefined),
  status: z
    .union([z.literal(''), z.enum(TESTIMONIAL_STATUSES)], { error: () => TESTIMONIAL_MESSAGES.invalidStatus })
    .optional()
    .transform((s) => s || undefined),
});
export type TestimonialListQuery = z.output<typeof testimonialListQuerySchema>;
