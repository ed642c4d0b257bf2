import type { TestimonialCounts, TestimonialListResponse, TestimonialResponse } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { fails, ok } from './helpers/journeys';
import { callPortal, portalClient } from './helpers/portal';
import { jsonRequest, type TestApp } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

/** Moderating testimonials (docs/product.md#moderating-testimonials): transitions, history, consent, scope. */

let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useTestApp(['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

const call = (cookie: string, method: string, path: string) =>
  app.request(`/api/testimonials${path}`, jsonRequest(method, undefined, { cookie }));
const move = async (id: string, to: 'approve' | 'reject', cookie = owner.cookie) =>
  (await ok<TestimonialResponse>(call(cookie, 'POST', `/${id}/${to}`))).testimonial;
const detail = async (id: string, cookie = owner.cookie) =>
  (await ok<TestimonialResponse>(call(cookie, 'GET', `/${id}`))).testimonial;
const counts = (cookie = owner.cookie) => ok<TestimonialCounts>(call(cookie, 'GET', '/counts'));

/** A client writes a testimonial in the portal; returns its id and the way to edit it. */
async function written(cookie: string, text: string, permission = true) {
  const { token, stages, client } = await portalClient(app, cookie);
  const submit = (answers: Record<string, unknown>) =>
    ok(callPortal(app, token, 'POST', `/stages/${stages.testimonial}/submit`, { answers }));
  await submit({ rating: 5, testimonial: text, client_title: 'Owner', share_permission: permission });
  const row = await t.db
    .selectFrom('testimonials')
    .select('id')
    .where('project_id', '=', client.id)
    .executeTakeFirstOrThrow();
  return { id: row.id, client, submit };
}

describe('approve and reject', () => {
  it('follows the transitions: pending → approved (approved_at) → rejected → approved; pending → rejected', async () => {
    const a = await written(owner.cookie, 'Calm, clear and on time.');
    const b = await written(owner.cookie, 'Not quite what we wanted.');
    expect(await counts()).toEqual({ pending: 2, approved: 0, rejected: 0 });

    const approved = await move(a.id, 'approve');
    expect(approved.status).toBe('approved');
    expect(approved.approvedAt).not.toBeNull();
    expect(approved.history.at(-1)).toEqual({
      action: 'approved',
      publishPermission: null,
      at: approved.approvedAt,
      actor: expect.objectContaining({ kind: 'member', name: 'Avery Stone' }),
    });
    expect((await move(b.id, 'reject')).status).toBe('rejected');
    expect(await counts()).toEqual({ pending: 0, approved: 1, rejected: 1 });

    const rejected = await move(a.id, 'reject');
    expect(rejected).toMatchObject({ status: 'rejected', approvedAt: null });
    const again = await move(a.id, 'approve');
    expect(again.status).toBe('approved');
    expect(again.history.map((h) => h.action)).toEqual(['submitted', 'approved', 'rejected', 'approved']);
  });

  it('refuses a move to the status it has with 409 and changes nothing', async () => {
    const a = await written(owner.cookie, 'Twice approved?');
    const approved = await move(a.id, 'approve');
    await fails(call(owner.cookie, 'POST', `/${a.id}/approve`), 409, 'This testimonial is already approved');
    expect(await detail(a.id)).toEqual(approved);
    const rejected = await move(a.id, 'reject');
    await fails(call(owner.cookie, 'POST', `/${a.id}/reject`), 409, 'This testimonial is already rejected');
    expect(await detail(a.id)).toEqual(rejected);
  });

  it("a client's edit sends it back to pending, and the history shows it with the permission given", async () => {
    const a = await written(owner.cookie, 'First version of my words.', false);
    await move(a.id, 'approve');
    await a.submit({ rating: 4, testimonial: 'Second, better version.', share_permission: true });
    const d = await detail(a.id);
    expect(d).toMatchObject({
      status: 'pending',
      approvedAt: null,
      content: 'Second, better version.',
      publishPermission: true,
    });
    expect(d.history.map((h) => [h.action, h.publishPermission])).toEqual([
      ['submitted', false],
      ['approved', null],
      ['edited', true],
    ]);
    expect(d.consent).toEqual({ given: true, at: d.history[2]?.at });
  });
});

describe('the list and the detail', () => {
  it('filters by status, counts every status, and shows the consent and stage', async () => {
    const private_ = await written(stranger.cookie, 'Please keep this between us.', false);
    const pub = await written(stranger.cookie, 'Share this anywhere you like!');
    await move(pub.id, 'approve', stranger.cookie);
    const page = (status: string) =>
      ok<TestimonialListResponse>(call(stranger.cookie, 'GET', `?status=${status}`)).then((r) =>
        r.testimonials.map((x) => x.id),
      );
    expect(await page('pending')).toEqual([private_.id]);
    expect(await page('approved')).toEqual([pub.id]);
    expect(await page('rejected')).toEqual([]);
    expect(await counts(stranger.cookie)).toEqual({ pending: 1, approved: 1, rejected: 0 });
    await fails(call(stranger.cookie, 'GET', '?status=draft'), 400, 'Invalid status filter');

    const d = await detail(private_.id, stranger.cookie);
    expect(d).toMatchObject({
      publishPermission: false,
      consent: { given: false },
      stageName: 'Share Your Experience',
      clientName: 'Jo Client',
      clientTitle: 'Owner',
      clientId: private_.client.id,
    });
    expect(d.consent.at).toBe(d.history[0]?.at);
  });

  it("answers 404 for every verb on another workspace's testimonial or an id that is not one", async () => {
    const theirs = await written(stranger.cookie, 'Theirs, not yours.');
    for (const id of [theirs.id, 'nope', '00000000-0000-4000-8000-000000000000']) {
      await fails(call(owner.cookie, 'GET', `/${id}`), 404, 'Testimonial not found');
      await fails(call(owner.cookie, 'POST', `/${id}/approve`), 404, 'Testimonial not found');
      await fails(call(owner.cookie, 'POST', `/${id}/reject`), 404, 'Testimonial not found');
    }
    expect((await detail(theirs.id, stranger.cookie)).status).toBe('pending');
    expect((await app.request('/api/testimonials/counts')).status).toBe(401);
  });
});
