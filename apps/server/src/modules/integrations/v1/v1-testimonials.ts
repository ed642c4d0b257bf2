import { TESTIMONIAL_MESSAGES, v1TestimonialSchema } from '@bloom/core';
import type { OwnerContext } from '../../../kernel/owner-context';
import { notFound } from '../../../kernel/service-error';
import { jsonContent, type Router } from '../../../platform/http/openapi';
import { uuidParams } from '../../../platform/http/path-ids';
import { moderateTestimonial } from '../../testimonials';
import { v1TestimonialOf } from '../public-api/resources';
import { listV1Testimonials } from '../public-api/v1-lists';
import { v1Route } from './v1-route';
import { v1TestimonialListQuery, v1TestimonialPage } from './v1-schemas';

const tag = 'Testimonials';
const params = uuidParams('id', TESTIMONIAL_MESSAGES.notFound);
const testimonial = jsonContent(v1TestimonialSchema, 'The testimonial');

async function readTestimonial({ db, workspaceId }: OwnerContext, id: string) {
  const found = await v1TestimonialOf(db, workspaceId, id);
  if (!found) throw notFound(TESTIMONIAL_MESSAGES.notFound);
  return found;
}

export function v1TestimonialRoutes(r: Router) {
  r.openapi(
    v1Route('GET /api/v1/testimonials', {
      tag,
      summary: 'Testimonials, newest first (status filter, cursor pagination)',
      request: { query: v1TestimonialListQuery },
      ok: { status: 200, content: jsonContent(v1TestimonialPage, 'A page of testimonials') },
    }),
    async (c) => c.json(await listV1Testimonials(c.get('owner'), c.req.valid('query')), 200),
  );
  r.openapi(
    v1Route('GET /api/v1/testimonials/{id}', {
      tag,
      summary: 'One testimonial',
      request: { params },
      ok: { status: 200, content: testimonial },
    }),
    async (c) => c.json(await readTestimonial(c.get('owner'), c.req.valid('param').id), 200),
  );
  for (const [action, to] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    r.openapi(
      v1Route(`POST /api/v1/testimonials/{id}/${action}`, {
        tag,
        summary: `${action === 'approve' ? 'Approve' : 'Reject'} a testimonial (409 when its status does not allow it)`,
        request: { params },
        ok: { status: 200, content: testimonial },
      }),
      async (c) => {
        const ctx = c.get('owner');
        const { id } = c.req.valid('param');
        await moderateTestimonial(ctx, id, to);
        return c.json(await readTestimonial(ctx, id), 200);
      },
    );
  }
}
