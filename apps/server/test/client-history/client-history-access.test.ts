import { randomUUID } from 'node:crypto';
import { CLIENT_MESSAGES, HISTORY_PAGE_SIZE } from '@bloom/core';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../src/platform/db/keyset-page';
import { createClient } from '../helpers/clients';
import { fails, ok } from '../helpers/journeys';
import { call, joinTeam } from '../helpers/team';
import { jsonRequest, type TestApp, uniqueEmail } from '../helpers/test-app';
import { type Owner, useTestApp } from '../helpers/use-test-app';
import { callHistory, history } from './history-fixtures';

/**
 * The client history's reach and paging (issue 38): the client detail's reach (a Member only
 * their assigned clients, another workspace's id 404 for every role), keyset pages without
 * duplicates or gaps, an erased client's erasure alone, and any cursor or id a 4xx, never a 5xx.
 */
let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useTestApp(['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

type Person = { cookie: string; userId?: string };
let admin: Person, member: Person, foreignAdmin: Person, foreignMember: Person;
beforeAll(async () => {
  admin = await joinTeam(t, owner, 'admin', uniqueEmail());
  member = await joinTeam(t, owner, 'member', uniqueEmail());
  foreignAdmin = await joinTeam(t, stranger, 'admin', uniqueEmail());
  foreignMember = await joinTeam(t, stranger, 'member', uniqueEmail());
}, 120_000);

/** Percent-encodes the UTF-8 bytes (encodeURIComponent throws on lone surrogates). */
const pct = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/** `n` submissions written straight to the table, `tied` of them at one and the same time. */
async function manySubmissions(clientId: string, n: number, tied: number) {
  const base = Date.parse('2026-01-01T00:00:00Z');
  const rows = Array.from({ length: n }, (_, i) => ({
    project_id: clientId,
    status: 'submitted' as const,
    response_data: JSON.stringify({}),
    submitted_at: new Date(i < tied ? base : base + i * 1000),
  }));
  await t.db.insertInto('form_submissions').values(rows).execute();
}

describe('who may read a client history', () => {
  it('Owner and Admin: any client; a Member: only an assigned one (404 otherwise)', async () => {
    const client = await createClient(app, owner.cookie);
    expect((await history(app, owner.cookie, client.id)).items).toHaveLength(1);
    expect((await history(app, admin.cookie, client.id)).items).toHaveLength(1);
    await fails(callHistory(app, member.cookie, client.id), 404, CLIENT_MESSAGES.notFound);
    await ok(call(app, owner.cookie, 'PUT', `/api/clients/${client.id}/assignees`, { userIds: [member.userId] }));
    expect((await history(app, member.cookie, client.id)).items[0]?.kind).toBe('client.created');
  });

  it('answers 404 to every role of another workspace, and for an unknown or malformed id', async () => {
    const client = await createClient(app, owner.cookie);
    for (const person of [stranger, foreignAdmin, foreignMember]) {
      await fails(callHistory(app, person.cookie, client.id), 404, CLIENT_MESSAGES.notFound);
    }
    for (const id of [randomUUID(), 'not-a-uuid', `${client.id}x`]) {
      await fails(callHistory(app, owner.cookie, id), 404, CLIENT_MESSAGES.notFound);
    }
    expect((await app.request(`/api/clients/${client.id}/history`)).status).toBe(401);
  });
});

describe('paging', () => {
  it(`reads ${HISTORY_PAGE_SIZE} at a time, newest first, with no duplicate and no gap (ties too)`, async () => {
    const client = await createClient(app, owner.cookie);
    await manySubmissions(client.id, 130, 70);
    const seen: string[] = [];
    let before: string | undefined;
    let pages = 0;
    do {
      const page = await history(app, owner.cookie, client.id, before);
      expect(page.items.length).toBeLessThanOrEqual(HISTORY_PAGE_SIZE);
      seen.push(...page.items.map((i) => i.id));
      before = page.nextCursor ?? undefined;
      pages++;
    } while (before);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(131);
    expect(new Set(seen).size).toBe(131);
    const { rows } = await sql<{ id: string }>`
      SELECT id::text AS id FROM form_submissions WHERE project_id = ${client.id} ORDER BY submitted_at DESC, id DESC`.execute(
      t.db,
    );
    // The client itself was added today, after all of them.
    expect(seen.slice(1)).toEqual(rows.map((r) => r.id));
  });

  it('refuses a cursor that is not one of ours with 400, and never answers 5xx', async () => {
    const client = await createClient(app, owner.cookie);
    await fails(callHistory(app, owner.cookie, client.id, 'nope'), 400, 'Invalid page cursor');
    await fails(
      callHistory(app, owner.cookie, client.id, encodeCursor('2026-02-30T00:00:00.000000Z', randomUUID())),
      400,
      'Invalid page cursor',
    );
    const cursor = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constantFrom('\0', 'a\0b', '\uD800', 'x'.repeat(250), 'y'.repeat(20_000), '%00', '[]'),
      fc.json().map((j) => Buffer.from(j).toString('base64url')),
      fc
        .tuple(
          fc.oneof(
            fc.string(),
            fc.date().map((d) => d.toISOString()),
          ),
          fc.oneof(fc.uuid(), fc.string()),
        )
        .map(([a, b]) => Buffer.from(JSON.stringify([a, b])).toString('base64url')),
    );
    const idLike = fc.oneof(
      fc.constant(client.id),
      fc.uuid(),
      fc.string({ unit: 'binary', maxLength: 40 }).map(pct),
      fc.constantFrom('%00', '%ED%A0%80', '..', '%FF'),
    );
    await fc.assert(
      fc.asyncProperty(idLike, cursor, async (id, before) => {
        const path = `/api/clients/${id || 'x'}/history?before=${pct(before)}`;
        const res = await app.request(path, jsonRequest('GET', undefined, { cookie: owner.cookie }));
        expect(res.status, `${path.slice(0, 120)} ${await res.text()}`).toBeLessThan(500);
        // No cursor on the own client is its first page; anything else here is a 400 or a 404.
        if (id !== client.id || before !== '') expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 60 },
    );
  });
});

describe('an erased client', () => {
  it('answers 200 with the erasure alone: who and when, nothing personal', async () => {
    const client = await createClient(app, owner.cookie, {
      clientName: 'Secret Person',
      clientEmail: 'secret@example.com',
    });
    await manySubmissions(client.id, 3, 0);
    const erasedAt = new Date('2026-11-29T10:00:00Z');
    await t.db.updateTable('projects').set({ erased_at: erasedAt }).where('id', '=', client.id).execute();
    const { workspace_id } = await t.db
      .selectFrom('projects')
      .select('workspace_id')
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('client_erasures')
      .values({ workspace_id, project_id: client.id, erased_by_name: 'Jane Doe', erased_at: erasedAt })
      .execute();

    for (const person of [owner, admin]) {
      const page = await history(app, person.cookie, client.id);
      expect(page).toEqual({
        erased: { at: erasedAt.toISOString(), byName: 'Jane Doe' },
        items: [
          {
            id: expect.any(String),
            at: erasedAt.toISOString(),
            kind: 'client.erased',
            category: 'privacy',
            actor: { type: 'member', name: 'Jane Doe' },
            text: 'Personal data erased by Jane Doe',
          },
        ],
        nextCursor: null,
      });
      expect(JSON.stringify(page)).not.toMatch(/Secret|secret@/);
    }
    await fails(callHistory(app, stranger.cookie, client.id), 404, CLIENT_MESSAGES.notFound);
    await fails(callHistory(app, member.cookie, client.id), 404, CLIENT_MESSAGES.notFound);
  });
});
