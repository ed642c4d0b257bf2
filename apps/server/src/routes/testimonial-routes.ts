import { Hono } from 'hono';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/context';
import { badRequest } from '../http/errors';
import { requireOwner } from '../http/session';
import { listTestimonials } from '../services/testimonials/testimonial-list';

/** GET /api/testimonials: the workspace's testimonials (contract: core testimonials/testimonial-api.ts). */
export function testimonialRoutes({ db }: { db: Db }) {
  const r = new Hono<AppEnv>();
  r.use('*', requireOwner(db));
  r.get('/', async (c) => {
    const cursor = c.req.query('cursor');
    if (cursor !== undefined && cursor.length > 200) throw badRequest('Invalid page cursor');
    return c.json(await listTestimonials({ db, workspaceId: c.get('owner').workspaceId }, cursor || undefined));
  });
  return r;
}
