import { TESTIMONIAL_MESSAGES, TESTIMONIAL_STATUSES, type TestimonialStatus } from '@bloom/core';
import { type Context, Hono } from 'hono';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/context';
import { uuidParam } from '../http/path-ids';
import { requireOwner } from '../http/session';
import { badRequest } from '../services/service-error';
import { listTestimonials, testimonialCounts } from '../services/testimonials/testimonial-list';
import { getTestimonial, moderateTestimonial } from '../services/testimonials/testimonial-moderation';

const isStatus = (s: string): s is TestimonialStatus => (TESTIMONIAL_STATUSES as readonly string[]).includes(s);

/** /api/testimonials: list, counts, detail and moderation (contract: core testimonials/testimonial-api.ts). */
export function testimonialRoutes({ db }: { db: Db }) {
  const r = new Hono<AppEnv>();
  const ctx = (c: Context<AppEnv>) => c.get('owner');
  const id = (c: Context<AppEnv>) => uuidParam(c, 'id', TESTIMONIAL_MESSAGES.notFound);
  r.use('*', requireOwner(db));

  r.get('/', async (c) => {
    const { cursor, status } = c.req.query();
    if (cursor !== undefined && cursor.length > 200) throw badRequest(TESTIMONIAL_MESSAGES.invalidCursor);
    if (status && !isStatus(status)) throw badRequest(TESTIMONIAL_MESSAGES.invalidStatus);
    const only = status && isStatus(status) ? status : undefined;
    return c.json(await listTestimonials(ctx(c), { status: only, cursor: cursor || undefined }));
  });
  r.get('/counts', async (c) => c.json(await testimonialCounts(ctx(c))));
  r.get('/:id', async (c) => c.json({ testimonial: await getTestimonial(ctx(c), id(c)) }));
  r.post('/:id/approve', async (c) => c.json({ testimonial: await moderateTestimonial(ctx(c), id(c), 'approved') }));
  r.post('/:id/reject', async (c) => c.json({ testimonial: await moderateTestimonial(ctx(c), id(c), 'rejected') }));
  return r;
}
