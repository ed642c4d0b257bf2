import { TESTIMONIAL_PAGE_SIZE, type TestimonialListResponse } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { fails, ok } from './helpers/journeys';
import { callPortal, portalClient } from './helpers/portal';
import type { TestApp } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

/** GET /api/testimonials: what clients wrote in the portal, for their owner only. */

let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useTestApp(['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

const list = (cookie: string, cursor?: string) =>
  ok<TestimonialListResponse>(
    app.request(`/api/testimonials${cursor ? `?cursor=${cursor}` : ''}`, { headers: { cookie } }),
  );

async function writeTestimonial(cookie: string, text: string) {
  const { client, token, stages } = await portalClient(app, cookie);
  await ok(
    callPortal(app, token, 'POST', `/stages/${stages.testimonial}/submit`, {
      answers: { rating: 4, testimonial: text, client_company: 'Plant Co', share_permission: true },
    }),
  );
  return client;
}

describe('GET /api/testimonials', () => {
  it("lists the workspace's testimonials newest first, pending, with client and project", async () => {
    expect((await list(owner.cookie)).testimonials).toEqual([]);
    const first = await writeTestimonial(owner.cookie, 'First words');
    await writeTestimonial(owner.cookie, 'Second words');
    await writeTestimonial(stranger.cookie, 'Not yours');
    const { testimonials, nextCursor } = await list(owner.cookie);
    expect(testimonials.map((x) => x.content)).toEqual(['Second words', 'First words']);
    expect(testimonials[1]).toMatchObject({
      clientId: first.id,
      clientName: 'Jo Client',
      projectName: 'Website redesign',
      clientCompany: 'Plant Co',
      rating: 4,
      publishPermission: true,
      status: 'pending',
      approvedAt: null,
    });
    expect(nextCursor).toBeNull();
    expect((await list(stranger.cookie)).testimonials.map((x) => x.content)).toEqual(['Not yours']);
  });

  it('pages with a cursor; a bad cursor is 400; signed out is 401', async () => {
    const rows = Array.from({ length: TESTIMONIAL_PAGE_SIZE + 2 }, (_, i) => i);
    const { client } = await portalClient(app, owner.cookie);
    await t.db
      .insertInto('testimonials')
      .values(rows.map((i) => ({ project_id: client.id, content: `Bulk ${i}`, client_name: 'Jo' })))
      .execute();
    const first = await list(owner.cookie);
    expect(first.testimonials).toHaveLength(TESTIMONIAL_PAGE_SIZE);
    const second = await list(owner.cookie, first.nextCursor ?? '');
    const seen = new Set([...first.testimonials, ...second.testimonials].map((x) => x.id));
    expect(seen.size).toBe(first.testimonials.length + second.testimonials.length);
    expect(second.nextCursor).toBeNull();
    await fails(
      app.request('/api/testimonials?cursor=garbage', { headers: { cookie: owner.cookie } }),
      400,
      'Invalid page cursor',
    );
    expect((await app.request('/api/testimonials')).status).toBe(401);
  });
});
