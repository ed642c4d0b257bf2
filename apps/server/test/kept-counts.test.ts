import type { SubmissionStatus } from '@bloom/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callClients, createClient } from './helpers/clients';
import { ok, workspaceOf } from './helpers/journeys';
import { createTestApp, signUpOwner, type TestApp } from './helpers/test-app';

/** The counts kept by triggers (migration 004) always equal counting the rows themselves. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the kept counts must say, counted the slow way. */
async function counted(workspaceId: string) {
  const { rows } = await sql<Record<string, number>>`
    SELECT
      (SELECT count(*)::int FROM projects WHERE workspace_id = ${workspaceId} AND status = 'active') AS active,
      (SELECT count(*)::int FROM projects WHERE workspace_id = ${workspaceId} AND status = 'completed') AS completed,
      (SELECT count(*)::int FROM projects WHERE workspace_id = ${workspaceId} AND status = 'archived') AS archived,
      (SELECT count(*)::int FROM form_submissions f JOIN projects p ON p.id = f.project_id
        WHERE p.workspace_id = ${workspaceId} AND f.status <> 'draft') AS submissions,
      (SELECT count(*)::int FROM testimonials x JOIN projects p ON p.id = x.project_id
        WHERE p.workspace_id = ${workspaceId}) AS testimonials`.execute(t.db);
  return rows[0];
}
const kept = (workspaceId: string) =>
  t.db
    .selectFrom('workspace_counts')
    .select(['active', 'completed', 'archived', 'submissions', 'testimonials'])
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
const projectCounts = (id: string) =>
  t.db
    .selectFrom('projects')
    .select(['submission_count', 'testimonial_count'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const submit = (projectId: string, status: SubmissionStatus | 'draft' = 'submitted') =>
  t.db
    .insertInto('form_submissions')
    .values({ project_id: projectId, response_data: '{}', status })
    .returning('id')
    .executeTakeFirstOrThrow();
const testimonial = (projectId: string) =>
  t.db
    .insertInto('testimonials')
    .values({ project_id: projectId, content: 'Wonderful to work with.', client_name: 'Jo' })
    .returning('id')
    .executeTakeFirstOrThrow();

describe('kept counts', () => {
  it('follow clients, submissions and testimonials through every change, per workspace', async () => {
    const owner = await signUpOwner(t.app);
    const ws = await workspaceOf(t.app, owner.cookie);
    const other = await signUpOwner(t.app);
    const otherWs = await workspaceOf(t.app, other.cookie);
    const a = await createClient(t.app, owner.cookie);
    const b = await createClient(t.app, owner.cookie);
    const theirs = await createClient(t.app, other.cookie);

    // Submissions: drafts do not count until submitted; moving one to another client moves its count.
    const draft = await submit(a.id, 'draft');
    const sent = await submit(a.id);
    await submit(b.id);
    await submit(theirs.id);
    expect(await projectCounts(a.id)).toEqual({ submission_count: 1, testimonial_count: 0 });
    await t.db.updateTable('form_submissions').set({ status: 'submitted' }).where('id', '=', draft.id).execute();
    await t.db.updateTable('form_submissions').set({ status: 'reviewed' }).where('id', '=', sent.id).execute();
    expect(await projectCounts(a.id)).toEqual({ submission_count: 2, testimonial_count: 0 });
    await t.db.updateTable('form_submissions').set({ project_id: b.id }).where('id', '=', sent.id).execute();
    await t.db.deleteFrom('form_submissions').where('id', '=', draft.id).execute();
    expect(await projectCounts(a.id)).toEqual({ submission_count: 0, testimonial_count: 0 });
    expect(await projectCounts(b.id)).toEqual({ submission_count: 2, testimonial_count: 0 });

    // Testimonials, and statuses through the API.
    await testimonial(a.id);
    const gone = await testimonial(b.id);
    await t.db.deleteFrom('testimonials').where('id', '=', gone.id).execute();
    await ok(callClients(t.app, owner.cookie, 'POST', `/${a.id}/archive`));
    await t.db.updateTable('projects').set({ status: 'completed' }).where('id', '=', b.id).execute();
    expect(await kept(ws)).toEqual(await counted(ws));
    expect(await kept(ws)).toEqual({ active: 0, completed: 1, archived: 1, submissions: 2, testimonials: 1 });

    // Deleting a client takes its submissions and testimonial out of the workspace's counts.
    await ok(callClients(t.app, owner.cookie, 'DELETE', `/${b.id}`));
    expect(await kept(ws)).toEqual({ active: 0, completed: 0, archived: 1, submissions: 0, testimonials: 1 });
    expect(await kept(ws)).toEqual(await counted(ws));
    expect(await kept(otherWs)).toEqual({ active: 1, completed: 0, archived: 0, submissions: 1, testimonials: 0 });

    // The list's archived count and the dashboard read them.
    const list = await ok<{ archivedCount: number }>(callClients(t.app, owner.cookie, 'GET', ''));
    expect(list.archivedCount).toBe(1);
    const dashboard = await ok<{ stats: Record<string, number> }>(
      t.app.request('/api/dashboard', { headers: { cookie: other.cookie } }),
    );
    expect(dashboard.stats).toEqual({ activeClients: 1, submissions: 1, testimonials: 0 });

    // Deleting the workspace takes its clients and its counts in one cascade; others stay.
    await t.db.deleteFrom('workspaces').where('id', '=', ws).execute();
    expect(await kept(ws)).toBeUndefined();
    expect(await kept(otherWs)).toEqual(await counted(otherWs));
  });
});
