import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClient } from '../helpers/clients';
import { call, joinTeam } from '../helpers/team';
import { type TestApp, uniqueEmail } from '../helpers/test-app';
import { type Owner, useStorageApp } from '../helpers/use-test-app';
import { exportOf, unzip } from './export-fixtures';

/**
 * Who may export a client's data: the Owner and Admins, a Member only for a client assigned to
 * them; another workspace's, an unknown or an erased client is 404 for every role, and no path id
 * makes the route fail with a 5xx.
 */
let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useStorageApp({}, ['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

describe('GET /api/clients/:id/data-export access', () => {
  it('Owner and Admin export; a Member only their assigned clients; 404 for the rest of the world', async () => {
    const admin = await joinTeam(t, owner, 'admin', uniqueEmail('admin'));
    const member = await joinTeam(t, owner, 'member', uniqueEmail('member'));
    const mine = await createClient(app, owner.cookie, { clientName: 'Assigned Annie' });
    const other = await createClient(app, owner.cookie, { clientName: 'Unassigned Uma' });
    const foreign = await createClient(app, stranger.cookie, { clientName: 'Foreign Fay' });
    const assigned = await call(app, owner.cookie, 'PUT', `/api/clients/${mine.id}/assignees`, {
      userIds: [member.userId],
    });
    expect(assigned.status).toBe(200);

    for (const who of [owner, admin]) {
      const res = await exportOf(app, who.cookie, other.id);
      expect(res.status).toBe(200);
      const files = await unzip(Buffer.from(await res.arrayBuffer()));
      expect(files.get('client.json')?.toString()).toContain('Unassigned Uma');
    }
    expect((await exportOf(app, member.cookie, mine.id)).status).toBe(200);
    expect((await exportOf(app, member.cookie, other.id)).status).toBe(404);

    // Another workspace's client, and an id that names nothing: 404 for every role.
    for (const who of [owner, admin, member]) {
      for (const id of [foreign.id, '00000000-0000-4000-8000-000000000000']) {
        const res = await exportOf(app, who.cookie, id);
        expect(res.status, `${id}`).toBe(404);
        expect(res.headers.get('content-type')).toContain('application/json');
      }
    }
    // Signed out.
    expect((await app.request(`/api/clients/${mine.id}/data-export`)).status).toBe(401);
  });

  it('an erased client is 404 for every role', async () => {
    const admin = await joinTeam(t, owner, 'admin', uniqueEmail('admin'));
    const member = await joinTeam(t, owner, 'member', uniqueEmail('member'));
    const erased = await createClient(app, owner.cookie, { clientName: 'Gone Greta' });
    await call(app, owner.cookie, 'PUT', `/api/clients/${erased.id}/assignees`, { userIds: [member.userId] });
    expect((await exportOf(app, member.cookie, erased.id)).status).toBe(200);
    await t.db.updateTable('projects').set({ erased_at: new Date() }).where('id', '=', erased.id).execute();
    for (const who of [owner, admin, member]) expect((await exportOf(app, who.cookie, erased.id)).status).toBe(404);
  });

  it('any path id answers 4xx, never 5xx (wrong types, huge strings, NUL bytes, bad escapes)', async () => {
    const own = await createClient(app, owner.cookie);
    const foreign = await createClient(app, stranger.cookie);
    const pct = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
    const id = fc.oneof(
      fc.string().map(pct),
      fc.string({ unit: 'binary', maxLength: 40 }).map(pct),
      fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%FF', '%C0%AF', '..', '%2F', '%', 'null', '123', 'true', '[]'),
      fc.constantFrom('x'.repeat(300), 'y'.repeat(20_000), `${own.id}%00`, own.id.toUpperCase().replace('-', '')),
      fc.uuid(),
      fc.constant(foreign.id),
    );
    await fc.assert(
      fc.asyncProperty(id, async (raw) => {
        const res = await exportOf(app, owner.cookie, raw);
        const text = await res.text();
        expect(res.status, `${raw.slice(0, 80)} → ${res.status} ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
