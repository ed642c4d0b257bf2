import { MAX_MEMBERS } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { call, invitationToken, joinTeam } from './helpers/team';
import { signUpOwner, signUpUnsubscribed, type TestApp, uniqueEmail } from './helpers/test-app';
import { useTestApp } from './helpers/use-test-app';

/**
 * The team's races on a real PostgreSQL server, whose connections run side by side (left out of
 * the PGlite run, which has one connection): the seat cap, one link accepted twice at once, a
 * member removed while their requests are in flight, a role lowered between two requests.
 */
let t: TestApp;
useTestApp([], (env) => ({ t } = env));

const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

describe('team races on PostgreSQL', () => {
  it(`lets no burst of invitations past ${MAX_MEMBERS} seats`, async () => {
    const boss = await signUpOwner(t.app);
    const burst = await Promise.all(
      Array.from({ length: MAX_MEMBERS + 4 }, () =>
        call(t.app, boss.cookie, 'POST', '/api/team/invitations', { email: uniqueEmail('burst'), role: 'member' }),
      ),
    );
    expect(statuses(burst)).toEqual([...Array(MAX_MEMBERS - 1).fill(201), ...Array(5).fill(409)]);
    const open = await t.db
      .selectFrom('workspace_invitations')
      .select('id')
      .where('invited_by', 'is not', null)
      .execute();
    expect(open.length).toBeGreaterThanOrEqual(MAX_MEMBERS - 1);
  });

  it('joins once when one link is accepted twice at the same moment', async () => {
    const boss = await signUpOwner(t.app);
    const email = uniqueEmail('twice');
    await call(t.app, boss.cookie, 'POST', '/api/team/invitations', { email, role: 'member' });
    const token = await invitationToken(t, email);
    const person = await signUpUnsubscribed(t.app, email);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(t.app, person.cookie, 'POST', `/api/invitations/${token}/accept`)),
    );
    expect(statuses(answers)).toEqual([200, 404, 404]);
    const user = await t.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const rows = await t.db.selectFrom('workspace_members').select('role').where('user_id', '=', user.id).execute();
    expect(rows).toEqual([{ role: 'member' }]);
  });

  it('answers requests racing a removal with 200 or 403, never a 5xx, and 403 from then on', async () => {
    const boss = await signUpOwner(t.app);
    const member = await joinTeam(t, boss, 'member', uniqueEmail('racing'));
    const inFlight = Array.from({ length: 12 }, () => call(t.app, member.cookie, 'GET', '/api/clients'));
    const removal = call(t.app, boss.cookie, 'DELETE', `/api/team/members/${member.userId}`);
    const answers = await Promise.all(inFlight);
    expect((await removal).status).toBe(200);
    for (const status of statuses(answers)) expect([200, 403]).toContain(status);
    expect((await call(t.app, member.cookie, 'GET', '/api/clients')).status).toBe(403);
  });

  it('applies a lowered role to the very next request, while other requests run', async () => {
    const boss = await signUpOwner(t.app);
    const admin = await joinTeam(t, boss, 'admin', uniqueEmail('lowered'));
    const [lowered] = await Promise.all([
      call(t.app, boss.cookie, 'PATCH', `/api/team/members/${admin.userId}`, { role: 'member' }),
      ...Array.from({ length: 6 }, () => call(t.app, admin.cookie, 'GET', '/api/journeys')),
    ]);
    expect(lowered?.status).toBe(200);
    expect((await call(t.app, admin.cookie, 'GET', '/api/workspace')).status).toBe(403);
  });
});
