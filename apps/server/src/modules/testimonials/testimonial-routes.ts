import {
  type ApiRoute,
  TESTIMONIAL_MESSAGES,
  testimonialCountsSchema,
  testimonialListQuerySchema,
  testimonialListResponseSchema,
  testimonialResponseSchema,
} from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { jsonContent, ownerConflictErrors, ownerErrors, route } from '../../platform/http/openapi';
import { uuidParams } from '../../platform/http/path-ids';
import { requireOwner } from '../auth';
import { listTestimonials, testimonialCounts } from './testimonial-list';
import { getTestimonial, moderateTestimonial } from './testimonial-moderation';

const tags = ['Testimonials'];
const params = uuidParams('id', TESTIMONIAL_MESSAGES.notFound);
const testimonial = jsonContent(testimonialResponseSchema, 'The whole testimonial');
/** Approve or reject one testimonial. */
const move = <K extends ApiRoute>(key: K, summary: string) =>
  route(key, { tags, summary, request: { params }, responses: { 200: testimonial, ...ownerConflictErrors } });

/** /api/testimonials: list, counts, detail and moderation (contract: core testimonials/testimonial-api.ts). */
export function testimonialRoutes(app: Router, { db }: ModuleDeps) {
  app.use('/api/testimonials/*', requireOwner(db));

  app.openapi(
    route('GET /api/testimonials', {
      tags,
      summary: "A page of the workspace's testimonials (of one status, if given), newest first",
      request: { query: testimonialListQuerySchema },
      responses: { 200: jsonContent(testimonialListResponseSchema, 'A page of testimonials'), ...ownerErrors },
    }),
    async (c) => c.json(await listTestimonials(c.get('owner'), c.req.valid('query')), 200),
  );
  // Before /{id}: 'counts' is not a uuid.
  app.openapi(
    route('GET /api/testimonials/counts', {
      tags,
      summary: "Testimonials of each status: the page's counters and the navigation's badge",
      responses: { 200: jsonContent(testimonialCountsSchema, 'The counts'), ...ownerErrors },
    }),
    async (c) => c.json(await testimonialCounts(c.get('owner')), 200),
  );
  app.openapi(
    route('GET /api/testimonials/{id}', {
      tags,
      summary: 'One testimonial with its consent and history',
      request: { params },
      responses: { 200: testimonial, ...ownerErrors },
    }),
    async (c) => c.json({ testimonial: await getTestimonial(c.get('owner'), c.req.valid('param').id) }, 200),
  );
  app.openapi(move('POST /api/testimonials/{id}/approve', 'Approve'), async (c) =>
    c.json({ testimonial: await moderateTestimonial(c.get('owner'), c.req.valid('param').id, 'approved') }, 200),
  );
  app.openapi(move('POST /api/testimonials/{id}/reject', 'Reject'), async (c) =>
    c.json({ testimonial: await moderateTestimonial(c.get('owner'), c.req.valid('param').id, 'rejected') }, 200),
  );
}
