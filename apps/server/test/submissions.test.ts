import {
  SUBMISSION_PAGE_SIZE,
  type SubmissionFiltersResponse,
  type SubmissionListResponse,
  type SubmissionResponse,
} from '@bloom/core';
import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fails, ok } from './helpers/journeys';
import { callPortal, portalClient } from './helpers/portal';
import { clientWithIntake } from './helpers/submissions';
import { appOn, jsonRequest, type TestApp } from './helpers/test-app';
import { type Owner, useStorageApp } from './helpers/use-test-app';

/** /api/submissions: the owner's inbox, one submission, and its review (docs/product.md#reviewing-submissions). */

let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useStorageApp({}, ['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

const get = <T>(cookie: string, path: string) => ok<T>(app.request(`/api/submissions${path}`, { headers: { cookie } }));
const call = (cookie: string, method: string, path: string, body?: unknown) =>
  app.request(`/api/submissions${path}`, jsonRequest(method, body, { cookie }));
const list = (cookie: string, query = '') => get<SubmissionListResponse>(cookie, query ? `?${query}` : '');
const detail = async (cookie: string, id: string) => (await get<SubmissionResponse>(cookie, `/${id}`)).submission;

/** A client who uploaded a brief and submitted Intake (every field type) and Kick-off. */
async function clientWithAnswers(cookie: string) {
  const portal = await clientWithIntake(app, cookie);
  await ok(
    callPortal(app, portal.token, 'POST', `/stages/${portal.stages.kickoff}/submit`, {
      answers: { goal: 'Sell more' },
    }),
  );
  const { submissions } = await list(cookie, `client=${portal.client.id}`);
  const [kickoff, intake] = submissions as [(typeof submissions)[0], (typeof submissions)[0]];
  return { ...portal, intake, kickoff };
}

describe('GET /api/submissions', () => {
  it("lists the workspace's submissions newest first, without drafts or another workspace's", async () => {
    expect((await list(owner.cookie)).submissions).toEqual([]);
    const a = await clientWithAnswers(owner.cookie);
    await clientWithAnswers(stranger.cookie);
    // A draft of the testimonial stage is the client's own.
    await ok(
      callPortal(app, a.token, 'PUT', `/stages/${a.stages.testimonial}/draft`, { answers: { testimonial: 'Hm' } }),
    );
    const { submissions, nextCursor } = await list(owner.cookie);
    expect(nextCursor).toBeNull();
    expect(submissions.map((s) => s.stepName)).toEqual(['Kick-off', 'Intake']);
    expect(submissions[1]).toMatchObject({
      clientId: a.client.id,
      clientName: 'Jo Client',
      projectName: 'Website redesign',
      journeyName: 'Portal journey',
      stepType: 'onboarding',
      stepOrder: 1,
      status: 'submitted',
      reviewedAt: null,
      moreCount: 6,
    });
    expect(submissions[1]?.summary.slice(0, 2)).toEqual([
      { fieldId: 'full_name', label: 'Full name', value: 'Jo Client' },
      { fieldId: 'email', label: 'Email', value: 'jo@example.com' },
    ]);
    expect(JSON.stringify(await list(stranger.cookie))).not.toContain(a.client.id);
  });

  it('filters by client, journey, status and submitted date range', async () => {
    const a = await clientWithAnswers(owner.cookie);
    const b = await clientWithAnswers(owner.cookie);
    const names = async (query: string) => (await list(owner.cookie, query)).submissions.map((s) => s.id);
    expect(await names(`client=${a.client.id}`)).toEqual([a.kickoff.id, a.intake.id]);
    expect(await names(`journey=${b.journey.id}`)).toEqual([b.kickoff.id, b.intake.id]);
    await ok(call(owner.cookie, 'POST', `/${b.intake.id}/review`));
    await ok(call(owner.cookie, 'POST', `/${a.kickoff.id}/request-changes`, { comment: 'Which market?' }));
    expect(await names('status=reviewed')).toEqual([b.intake.id]);
    expect(await names('status=changes_requested')).toEqual([a.kickoff.id]);
    expect(await names(`status=submitted&client=${b.client.id}`)).toEqual([b.kickoff.id]);
    const at = (await detail(owner.cookie, a.intake.id)).submittedAt;
    expect(await names(`client=${a.client.id}&from=${encodeURIComponent(at)}&to=${encodeURIComponent(at)}`)).toEqual([
      a.intake.id,
    ]);
    expect(await names(`from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual([]);
    // A client or journey of another workspace matches nothing.
    const foreign = await clientWithAnswers(stranger.cookie);
    expect(await names(`client=${foreign.client.id}`)).toEqual([]);
    expect(await names(`journey=${foreign.journey.id}`)).toEqual([]);
  });

  it('refuses bad filters with 400', async () => {
    const bad = [
      ['status=draft', 'Invalid filter'],
      ['client=not-a-uuid', 'Invalid filter'],
      ['from=yesterday', 'Dates must be ISO date-times'],
      ['from=0000-01-01T00:00:00Z', 'Dates must be ISO date-times'],
      [`to=${encodeURIComponent('9999-12-31T23:59:59-01:00')}`, 'Dates must be ISO date-times'],
      ['from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'The end date must be on or after the start date'],
      ['cursor=garbage', 'Invalid page cursor'],
    ] as const;
    for (const [query, message] of bad) await fails(call(owner.cookie, 'GET', `?${query}`), 400, message);
    expect((await app.request('/api/submissions')).status).toBe(401);
  });

  it('pages with a stable order and no duplicates, even for submissions sent at the same instant', async () => {
    const { client } = await portalClient(app, owner.cookie);
    const at = new Date('2026-03-01T10:00:00.000Z');
    const rows = Array.from({ length: SUBMISSION_PAGE_SIZE * 2 + 3 }, (_, i) => ({
      project_id: client.id,
      response_data: JSON.stringify({ n: i }),
      status: 'submitted' as const,
      submitted_at: at,
    }));
    await t.db.insertInto('form_submissions').values(rows).execute();
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page: SubmissionListResponse = await list(
        owner.cookie,
        `client=${client.id}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.submissions.map((s) => s.id));
      cursor = page.nextCursor;
      pages++;
    }
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(rows.length);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it('reads a page in one statement, however many rows it holds', async () => {
    let inbox = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        if (JSON.stringify(args.node).includes('"form_submissions"')) inbox++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const counted = appOn(t.db.withPlugin(counter));
    const res = await counted.request('/api/submissions', { headers: { cookie: owner.cookie } });
    expect(((await res.json()) as SubmissionListResponse).submissions.length).toBe(SUBMISSION_PAGE_SIZE);
    expect(inbox).toBe(1);
  });

  it('offers the filter menus: every client, and the journeys with submissions', async () => {
    const filters = await get<SubmissionFiltersResponse>(stranger.cookie, '/filters');
    expect(filters.journeys.map((j) => j.name)).toEqual(['Portal journey', 'Portal journey']);
    expect(filters.clients.length).toBeGreaterThan(0);
    const mine = await get<SubmissionFiltersResponse>(owner.cookie, '/filters');
    const theirs = new Set(filters.clients.map((c) => c.id));
    expect(mine.clients.some((c) => theirs.has(c.id))).toBe(false);
  });
});
