import {
  TESTIMONIAL_MESSAGES,
  testimonialCountsSchema,
  testimonialListQuerySchema,
  testimonialListResponseSchema,
  testimonialResponseSchema,
} from '@bloom/core';
import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../../platform/db/database';
import { createRouter, errors, jsonContent, ownerErrors } from '../../platform/http/openapi';
import { uuidParams } from '../../platform/http/path-ids';
import { requireOwner } from '../auth';
import { listTestimonials, testimonialCounts } from './testimonial-list';
import { getTestimonial, moderateTestimonial } from './testimonial-moderation';

const tags = ['Testimonials'];
const params = uuidParams('id', TESTIMONIAL_MESSAGES.notFound);
const testimonial = jsonContent(testimonialResponseSchema, 'The whole testimonial');
/** A move can also meet the cross-site check (403), the body limit (413) and a move its status refuses (409). */
const moveErrors = { ...ownerErrors, 403: errors[403], 409: errors[409], 413: errors[413] };
/** Approve or reject one testimonial. */
const move = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags,
    summary,
    request: { params },
    responses: { 200: testimonial, ...moveErrors },
  });

/** /api/testimonials: list, counts, detail and moderation (contract: core testimonials/testimonial-api.ts). */
export function testimonialRoutes({ db }: { db: Db }) {
  const r = createRouter();
  r.use('*', requireOwner(db));

  r.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      summary: "A page of the workspace's testimonials (of one status, if given), newest first",
      request: { query: testimonialListQuerySchema },
      responses: { 200: jsonContent(testimonialListResponseSchema, 'A page of testimonials'), ...ownerErrors },
    }),
    async (c) => c.json(await listTestimonials(c.get('owner'), c.req.valid('query')), 200),
  );
  // Before /{id}: 'counts' is not a uuid.
  r.openapi(
    createRoute({
      method: 'get',
      path: '/counts',
      tags,
      summary: "Testimonials of each status: the page's counters and the navigation's badge",
      responses: { 200: jsonContent(testimonialCountsSchema, 'The counts'), ...ownerErrors },
    }),
    async (c) => c.json(await testimonialCounts(c.get('owner')), 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      tags,
      summary: 'One testimonial with its consent and history',
      request: { params },
      responses: { 200: testimonial, ...ownerErrors },
    }),
    async (c) => c.json({ testimonial: await getTestimonial(c.get('owner'), c.req.valid('param').id) }, 200),
  );
  r.openapi(move('/{id}/approve', 'Approve'), async (c) =>
    c.json({ testimonial: await moderateTestimonial(c.get('owner'), c.req.valid('param').id, 'approved') }, 200),
  );
  r.openapi(move('/{id}/reject', 'Reject'), async (c) =>
    c.json({ testimonial: await moderateTestimonial(c.get('owner'), c.req.valid('param').id, 'rejected') }, 200),
  );
  return r;
}
