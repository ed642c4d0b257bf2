import { randomBytes } from 'node:crypto';
import type { ClientCardDto, ClientListResponse, ClientStatus } from '@bloom/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callClients, createClient } from './helpers/clients';
import { type ErrorBody, ok, workspaceOf } from './helpers/journeys';
import { countingApp, createTestApp, signUpOwner, type TestApp } from './helpers/test-app';

/** GET /api/clients: search, keyset pages, the archived view, and a fixed number of queries. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (cookie: string, query = '', app = t.app) =>
  ok<ClientListResponse>(callClients(app, cookie, 'GET', query));

/** Rows straight in the table, `count` of them sharing one created_at (the tie the id breaks). */
async function seed(workspaceId: string, count: number, createdAt: Date, extra: { status?: ClientStatus } = {}) {
  await t.db
    .insertInto('projects')
    .values(
      Array.from({ length: count }, (_, i) => ({
        workspace_id: workspaceId,
        name: `Seeded project ${i}`,
        client_name: `Seeded client ${i}`,
        share_token: randomBytes(24).toString('base64url'),
        created_at: createdAt,
        template_id: 'builtin-legal',
        ...extra,
      })),
    )
    .execute();
}

async function allPages(cookie: string, query: string, limit: number) {
  const seen: ClientCardDto[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page: ClientListResponse = await list(cookie, `?limit=${limit}${query}${suffix}`);
    expect(page.clients.length).toBeLessThanOrEqual(limit);
    seen.push(...page.clients);
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < 100);
  return seen;
}

describe('client list', () => {
  it('searches client name, project name and email, case-insensitively, wildcards taken literally', async () => {
    const owner = await signUpOwner(t.app);
    const a = await createClient(t.app, owner.cookie, {
      clientName: 'Ada Lovelace',
      projectName: 'Engine',
      clientEmail: '',
    });
    const b = await createClient(t.app, owner.cookie, { clientName: 'Bob', projectName: 'Analytical ENGINE site' });
    const c = await createClient(t.app, owner.cookie, {
      clientName: 'Cy',
      projectName: 'Shop',
      clientEmail: 'cy@100%.example',
    });
    const other = await signUpOwner(t.app);
    await createClient(t.app, other.cookie, { clientName: 'Ada Other', projectName: 'Engine' });
    const ids = async (q: string) => (await list(owner.cookie, `?q=${encodeURIComponent(q)}`)).clients.map((x) => x.id);

    // A project name that starts with the term comes before one that only contains it.
    expect(await ids('engine')).toEqual([a.id, b.id]);
    expect(await ids('ADA')).toEqual([a.id]);
    expect(await ids('cy@100%')).toEqual([c.id]);
    expect(await ids('100%.')).toEqual([c.id]);
    expect(await ids('%')).toEqual([c.id]);
    expect(await ids('_')).toEqual([]);
    expect(await ids('  ')).toEqual([c.id, b.id, a.id]);
    expect(await ids('zzz')).toEqual([]);
  });

  it('pages newest first with a cursor: stable order, no duplicates or gaps, ties broken by id', async () => {
    const owner = await signUpOwner(t.app);
    const ws = await workspaceOf(t.app, owner.cookie);
    await seed(ws, 7, new Date('2026-01-01T00:00:00Z'));
    await seed(ws, 5, new Date('2026-01-02T00:00:00.000123Z'));
    await seed(ws, 5, new Date('2026-01-02T00:00:00.000124Z'));
    const whole = (await list(owner.cookie, '?limit=100')).clients;
    expect(whole).toHaveLength(17);
    for (const limit of [1, 4, 5, 17]) {
      const paged = await allPages(owner.cookie, '', limit);
      expect(paged.map((x) => x.id)).toEqual(whole.map((x) => x.id));
    }
    const times = whole.map((x) => x.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const last = await list(owner.cookie, '?limit=17');
    expect(last.nextCursor).toBeNull();
    const firstPage = await list(owner.cookie, '?limit=16');
    expect(firstPage.nextCursor).not.toBeNull();
    // Search and cursor combine.
    const searched = await allPages(owner.cookie, '&q=project%201', 1);
    expect(searched.every((x) => x.projectName.includes('project 1'))).toBe(true);
    expect(searched).toHaveLength(3);
  });

  it('lists archived clients apart, and counts them for the toggle', async () => {
    const owner = await signUpOwner(t.app);
    const kept = await createClient(t.app, owner.cookie, { clientName: 'Kept' });
    const gone = await createClient(t.app, owner.cookie, { clientName: 'Gone' });
    await t.db.updateTable('projects').set({ status: 'completed' }).where('id', '=', kept.id).execute();
    await ok(callClients(t.app, owner.cookie, 'POST', `/${gone.id}/archive`));
    const active = await list(owner.cookie);
    expect(active.clients.map((x) => [x.clientName, x.status])).toEqual([['Kept', 'completed']]);
    expect(active.archivedCount).toBe(1);
    const archived = await list(owner.cookie, '?status=archived');
    expect(archived.clients.map((x) => x.clientName)).toEqual(['Gone']);
    expect(archived.archivedCount).toBe(1);
  });

  it('shows journey, step count, progress and submission count on each card', async () => {
    const owner = await signUpOwner(t.app);
    const client = await createClient(t.app, owner.cookie);
    await t.db.updateTable('projects').set({ current_step: 2 }).where('id', '=', client.id).execute();
    await t.db
      .insertInto('form_submissions')
      .values([
        { project_id: client.id, response_data: '{}' },
        { project_id: client.id, response_data: '{}', status: 'reviewed' },
        { project_id: client.id, response_data: '{}', status: 'draft' },
      ])
      .execute();
    const steps = (
      await t.db.selectFrom('flow_steps').select('id').where('template_id', '=', 'builtin-legal').execute()
    ).length;
    const [card] = (await list(owner.cookie)).clients;
    expect(card).toMatchObject({
      journey: { id: 'builtin-legal', name: 'Legal Services' },
      stepCount: steps,
      currentStep: 2,
      progressPercent: Math.round((2 / steps) * 100),
      submissionCount: 2,
      clientEmail: 'jo@example.com',
    });
    await t.db.updateTable('projects').set({ template_id: null }).where('id', '=', client.id).execute();
    const [bare] = (await list(owner.cookie)).clients;
    expect(bare).toMatchObject({ journey: null, stepCount: 0, progressPercent: 0 });
  });

  it('refuses bad queries with 400, never a database error', async () => {
    const owner = await signUpOwner(t.app);
    for (const q of [
      '?cursor=nope',
      `?cursor=${Buffer.from('["2026-02-30T00:00:00.000000Z","00000000-0000-4000-8000-000000000000"]').toString('base64url')}`,
      `?cursor=${Buffer.from('["2026-01-01T00:00:00.000000Z","x"]').toString('base64url')}`,
      '?limit=0',
      '?limit=abc',
      '?limit=1000',
      '?status=deleted',
      '?q=a%00b',
      `?q=${'x'.repeat(201)}`,
    ]) {
      const res = await callClients(t.app, owner.cookie, 'GET', q);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as ErrorBody).error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('has the search and page indexes', async () => {
    const { rows } = await sql<{ indexname: string }>`
      SELECT indexname FROM pg_indexes WHERE tablename = 'projects' ORDER BY indexname`.execute(t.db);
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining([
        'projects_search_trgm_idx',
        'projects_starts_client_name',
        'projects_starts_email',
        'projects_starts_name',
        'projects_workspace_archived_idx',
        'projects_workspace_current_idx',
        'projects_workspace_idx',
      ]),
    );
  });

  it('reads a page in the same number of queries however many clients there are', async () => {
    const counted = countingApp(t.db);
    const owner = await signUpOwner(t.app);
    const ws = await workspaceOf(t.app, owner.cookie);
    const countList = () => counted.count((app) => list(owner.cookie, '?limit=50', app));
    // The first read after a write also reads the session in full again (docs/decisions/044-kept-sessions.md).
    const afterWrites = async () => {
      await countList();
      return countList();
    };
    await countList(); // the first request may do one-off work (session, workspace)
    const base = await countList();
    await seed(ws, 3, new Date());
    expect(await afterWrites()).toBe(base);
    await seed(ws, 40, new Date());
    const ids = await t.db.selectFrom('projects').select('id').where('workspace_id', '=', ws).execute();
    await t.db
      .insertInto('form_submissions')
      .values(ids.map((p) => ({ project_id: p.id, response_data: '{}' })))
      .execute();
    expect(await afterWrites()).toBe(base);
  });
});
