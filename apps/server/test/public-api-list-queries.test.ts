import type { apiKeyCreatedResponseSchema, V1Client } from '@bloom/core';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createEvents } from '../src/kernel/events';
import type { OwnerContext } from '../src/kernel/owner-context';
import { v1ClientOf, v1SubmissionOf, v1TestimonialOf } from '../src/modules/integrations/public-api/resources';
import { listV1Clients, listV1Submissions, listV1Testimonials } from '../src/modules/integrations/public-api/v1-lists';
import type { Db } from '../src/platform/db/database';
import { createClient } from './helpers/clients';
import { ok } from './helpers/journeys';
import { createTestApp, jsonRequest, PUBLIC_URL, signUpOwner, type TestApp } from './helpers/test-app';

/**
 * The public API's lists read a page in a constant number of queries (the page's ids, then its
 * rows in one batch), whatever its size, and their items are exactly the single readers' shapes.
 */
let t: TestApp;
let ctx: OwnerContext;
/** The workspace's 26 clients, each with one submission and one testimonial, newest first. */
const newest = { clients: [] as string[], submissions: [] as string[], testimonials: [] as string[] };
let cookie = '';

/** A view of the test database that counts the queries it runs (one transformResult per execution). */
function counting(db: Db) {
  let queries = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      queries += 1;
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), count: () => queries };
}

/** What `list` costs in queries, and its answer. */
async function measured<T>(list: (ctx: OwnerContext) => Promise<T>) {
  const counter = counting(t.db);
  const page = await list({ ...ctx, db: counter.db });
  return { page, queries: counter.count() };
}

/**
 * A page of 2 and one of 25 cost the same `queries` (two by default), and the 25 are the newest of
 * `ids`, each as the single reader `one` shows it. Returns the page of 25 with its cost.
 */
async function pagedLikeOne<P extends { data: { id: string }[] }>(
  page: (ctx: OwnerContext, limit: number) => Promise<P>,
  ids: string[],
  one: (id: string) => Promise<P['data'][number] | null>,
  queries = 2,
) {
  const small = await measured((c) => page(c, 2));
  const full = await measured((c) => page(c, 25));
  expect(small.page.data).toHaveLength(2);
  expect(full.page.data).toHaveLength(25);
  expect(full.queries).toBe(small.queries);
  expect(full.queries).toBe(queries);
  expect(full.page.data.map((item) => item.id)).toEqual(ids.slice(0, 25));
  expect(full.page.data).toEqual(await Promise.all(ids.slice(0, 25).map(one)));
  return full;
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUpOwner(t.app);
  cookie = owner.cookie;
  const ids: string[] = [];
  for (let i = 0; i < 26; i++) {
    ids.push((await createClient(t.app, cookie, { projectName: `Project ${i}`, clientName: `Client ${i}` })).id);
  }
  const project = await t.db
    .selectFrom('projects as p')
    .innerJoin('workspaces as w', 'w.id', 'p.workspace_id')
    .select(['p.workspace_id', 'p.template_id', 'w.user_id'])
    .where('p.id', '=', ids[0] ?? '')
    .executeTakeFirstOrThrow();
  ctx = {
    db: t.db,
    userId: project.user_id,
    userName: 'Owner',
    workspaceId: project.workspace_id,
    role: 'owner',
    events: createEvents(),
  };
  const stage = await t.db
    .selectFrom('flow_steps')
    .select('id')
    .where('template_id', '=', project.template_id ?? '')
    .orderBy('step_order')
    .executeTakeFirstOrThrow();
  // Distinct times a minute apart, so "newest first" has one answer.
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 9, i));
  const submissions = await t.db
    .insertInto('form_submissions')
    .values(
      ids.map((id, i) => ({
        project_id: id,
        step_id: stage.id,
        response_data: JSON.stringify({ goal: `Goal ${i}`, brief: { attachmentId: 'a1', name: `brief-${i}.pdf` } }),
        status: 'submitted' as const,
        submitted_at: at(i),
      })),
    )
    .returning(['id', 'project_id'])
    .execute();
  const testimonials = await t.db
    .insertInto('testimonials')
    .values(
      ids.map((id, i) => ({
        project_id: id,
        content: `Quote ${i}`,
        client_name: `Client ${i}`,
        rating: 5,
        approval_status: 'pending' as const,
        created_at: at(i),
      })),
    )
    .returning(['id', 'project_id'])
    .execute();
  const order = (rows: { id: string; project_id: string }[]) =>
    ids.map((id) => rows.find((r) => r.project_id === id)?.id ?? '').reverse();
  newest.submissions = order(submissions);
  newest.testimonials = order(testimonials);
  // Clients were created one request after another; the list's own order is (created_at, id) desc.
  const clients = await t.db
    .selectFrom('projects')
    .select('id')
    .where('workspace_id', '=', ctx.workspaceId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  newest.clients = clients.map((c) => c.id);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('a public API list page costs the same number of queries at 2 items as at 25', () => {
  it('GET /api/v1/clients: one query (the page and its rows), items as GET /api/v1/clients/{id} shows them', async () => {
    const full = await pagedLikeOne(
      (c, limit) => listV1Clients(c, { limit }, PUBLIC_URL),
      newest.clients,
      (id) => v1ClientOf(t.db, ctx.workspaceId, id, PUBLIC_URL),
      1,
    );
    expect(full.page.data[0]?.total_stages).toBeGreaterThan(0);
    expect(full.page.data[0]?.journey).not.toBeNull();
    // The last page follows the cursor, at the same price.
    const rest = await measured((c) =>
      listV1Clients(c, { limit: 25, cursor: full.page.next_cursor ?? undefined }, PUBLIC_URL),
    );
    expect(rest.page.data.map((c) => c.id)).toEqual(newest.clients.slice(25));
    expect(rest.page.next_cursor).toBeNull();
    expect(rest.queries).toBe(full.queries);
  });

  it('GET /api/v1/submissions: two queries (three with client_id), items as the single reader shows them', async () => {
    const full = await pagedLikeOne(
      (c, limit) => listV1Submissions(c, { limit }),
      newest.submissions,
      (id) => v1SubmissionOf(t.db, ctx.workspaceId, id),
    );
    // A file answer shows its name, and the stage is there.
    expect(full.page.data[0]?.answers).toEqual({ goal: 'Goal 25', brief: 'brief-25.pdf' });
    expect(full.page.data[0]?.stage).not.toBeNull();
    const filtered = await measured((c) => listV1Submissions(c, { limit: 25, client_id: newest.clients[0] }));
    expect(filtered.page.data).toHaveLength(1);
    expect(filtered.queries).toBe(3);
  });

  it('GET /api/v1/testimonials: two queries, items as the single reader shows them', async () => {
    // Every seeded testimonial is pending: the filter keeps them all.
    const full = await pagedLikeOne(
      (c, limit) => listV1Testimonials(c, { limit, status: 'pending' }),
      newest.testimonials,
      (id) => v1TestimonialOf(t.db, ctx.workspaceId, id),
    );
    expect(full.page.next_cursor).not.toBeNull();
  });

  it('answers the same page over HTTP with a read key (the route declares its shape)', async () => {
    const { secret } = await ok<z.output<typeof apiKeyCreatedResponseSchema>>(
      t.app.request('/api/api-keys', jsonRequest('POST', { name: 'reader', scope: 'read' }, { cookie })),
      201,
    );
    const body = await ok<{ data: V1Client[]; next_cursor: string | null }>(
      t.app.request('/api/v1/clients?limit=25', { headers: { authorization: `Bearer ${secret}` } }),
    );
    const direct = await listV1Clients(ctx, { limit: 25 }, PUBLIC_URL);
    expect(body).toEqual(direct);
  });
});
