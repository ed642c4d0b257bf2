import {
  testimonialCountsSchema,
  testimonialListResponseSchema,
  testimonialResponseSchema,
} from '../testimonials/testimonial-responses';
import { testimonialListQuerySchema } from '../testimonials/testimonial-schemas';
import { defineRoutes } from './define-routes';

export const TESTIMONIAL_ROUTES = defineRoutes({
  'GET /api/testimonials': { query: testimonialListQuerySchema, response: testimonialListResponseSchema },
  'GET /api/testimonials/counts': { response: testimonialCountsSchema },
  'GET /api/testimonials/{id}': { response: testimonialResponseSchema },
  'POST /api/testimonials/{id}/approve': { response: testimonialResponseSchema },
  'POST /api/testimonials/{id}/reject': { response: testimonialResponseSchema },
});
