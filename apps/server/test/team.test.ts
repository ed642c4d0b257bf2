import { ERROR_CODES, INVITATION_MESSAGES, MAX_MEMBERS, MEMBER_MESSAGES, type TeamResponse } from '@bloom/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createClient } from './helpers/clients';
import { call, invitationEmails, invitationToken, joinTeam } from './helpers/team';
import { signUpOwner, signUpUnsubscribed, type TestApp, uniqueEmail } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

/**
 * The team (issue 33): invitations by email (7 days, once, hashed, the invited address only, a
 * capped team), roles enforced on the server, removal and leaving, the workspace switcher.
 */
let t: TestApp;
let owner: Owner;
let stranger: Owner;
useTestApp(['owner', 'stranger'], (env) => ({ t, owner, stranger } = env));

const team = async (cookie: string) => (await (await call(t.app, cookie, 'GET', '/api/team')).json()) as TeamResponse;
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('inviting', () => {
  it('mails a branded link, keeps only its hash, and lists the invitation', async () => {
    const email = uniqueEmail('invitee');
    const res = await call(t.app, owner.cookie, 'POST', '/api/team/invitations', {
      email: email.toUpperCase(),
      role: 'member',
    });
    expect(res.status).toBe(201);
    const [mail] = await invitationEmails(t, email);
    expect(mail?.subject).toMatch(/invited you to .+ on Bloom/);
    expect(mail?.text).toContain('Accept invitation');
    const token = await invitationToken(t, email);
    const stored = await t.db
      .selectFrom('workspace_invitations')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(stored.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const listed = await team(owner.cookie);
    expect(listed.invitations.map((i) => i.email)).toContain(email);
    expect(listed.members).toHaveLength(1);
    expect(listed.members[0]).toMatchObject({ role: 'owner', isYou: true });
  });

  it('refuses a second open invitation and an address already in the team', async () => {
    const email = uniqueEmail('twice');
    expect((await call(t.app, owner.cookie, 'POST', '/api/team/invitations', { email, role: 'admin' })).status).toBe(
      201,
    );
    const again = await call(t.app, owner.cookie, 'POST', '/api/team/invitations', { email, role: 'admin' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(INVITATION_MESSAGES.alreadyInvited);
    const member = await joinTeam(t, owner, 'member', uniqueEmail('already'));
    const self = await call(t.app, owner.cookie, 'POST', '/api/team/invitations', {
      email: member.email,
      role: 'admin',
    });
    expect(self.status).toBe(409);
    expect((await errorOf(self)).message).toBe(INVITATION_MESSAGES.alreadyMember);
  });

  it(`holds a team at ${MAX_MEMBERS} people, open invitations included`, async () => {
    const agency = await signUpOwnerFresh();
    for (let i = 1; i < MAX_MEMBERS; i++) {
      const res = await call(t.app, agency.cookie, 'POST', '/api/team/invitations', {
        email: uniqueEmail('seat'),
        role: 'member',
      });
      expect(res.status).toBe(201);
    }
    const full = await call(t.app, agency.cookie, 'POST', '/api/team/invitations', {
      email: uniqueEmail('over'),
      role: 'member',
    });
    expect(full.status).toBe(409);
    expect((await errorOf(full)).message).toBe(INVITATION_MESSAGES.teamFull(MAX_MEMBERS));
  });

  it('answers bad input with 400 and changes nothing', async () => {
    const before = await team(owner.cookie);
    for (const body of [
      { email: 'nope', role: 'member' },
      { email: uniqueEmail(), role: 'owner' },
      { email: 'a\u0000@b.co', role: 'admin' },
      {},
    ]) {
      expect((await call(t.app, owner.cookie, 'POST', '/api/team/invitations', body)).status).toBe(400);
    }
    expect((await team(owner.cookie)).invitations).toHaveLength(before.invitations.length);
  });
});

describe('accepting', () => {
  it('joins the invited address once, and works in the new workspace', async () => {
    const email = uniqueEmail('joiner');
    const member = await joinTeam(t, owner, 'member', email);
    const token = await t.db
      .selectFrom('workspace_invitations')
      .select('accepted_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(token.accepted_at).not.toBeNull();
    const ws = (await (await call(t.app, member.cookie, 'GET', '/api/workspaces')).json()) as {
      workspaces: { role: string; active: boolean }[];
    };
    expect(ws.workspaces).toEqual([expect.objectContaining({ role: 'member', active: true })]);
    // The Owner's subscription opens the workspace for its members: no checkout of their own.
    expect((await call(t.app, member.cookie, 'GET', '/api/journeys')).status).toBe(200);
  });

  it('refuses a used, expired, revoked, forged or malformed link, and another address, changing nothing', async () => {
    const email = uniqueEmail('target');
    await call(t.app, owner.cookie, 'POST', '/api/team/invitations', { email, role: 'admin' });
    const token = await invitationToken(t, email);
    const preview = await t.app.request(`/api/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(await preview.json()).toMatchObject({ email, role: 'admin', inviterName: 'Avery Stone' });

    const other = await signUpUnsubscribed(t.app, uniqueEmail('other'));
    const wrong = await call(t.app, other.cookie, 'POST', `/api/invitations/${token}/accept`);
    expect(wrong.status).toBe(403);
    expect((await errorOf(wrong)).code).toBe(ERROR_CODES.INVITATION_EMAIL_MISMATCH);
    const forged = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bad of [forged, 'short', `${token}x`]) {
      expect((await call(t.app, other.cookie, 'POST', `/api/invitations/${bad}/accept`)).status).toBe(404);
      expect((await t.app.request(`/api/invitations/${bad}`)).status).toBe(404);
    }
    await sql`UPDATE workspace_invitations SET expires_at = now() - interval '1 second' WHERE email = ${email}`.execute(
      t.db,
    );
    const invitee = await signUpUnsubscribed(t.app, email);
    expect((await call(t.app, invitee.cookie, 'POST', `/api/invitations/${token}/accept`)).status).toBe(404);
    const members = await t.db.selectFrom('workspace_members').select('user_id').execute();
    const joined = await t.db.selectFrom('user').select('id').where('email', 'in', [email, other.email]).execute();
    expect(members.map((m) => m.user_id)).not.toEqual(expect.arrayContaining([joined[0]?.id]));

    // Resent: a new link works once; the old one never again.
    const [open] = (await team(owner.cookie)).invitations.filter((i) => i.email === email);
    expect(open?.expired).toBe(true);
    expect((await call(t.app, owner.cookie, 'POST', `/api/team/invitations/${open?.id}/resend`)).status).toBe(200);
    const fresh = await invitationToken(t, email);
    expect(fresh).not.toBe(token);
    expect((await call(t.app, invitee.cookie, 'POST', `/api/invitations/${token}/accept`)).status).toBe(404);
    expect((await call(t.app, invitee.cookie, 'POST', `/api/invitations/${fresh}/accept`)).status).toBe(200);
    expect((await call(t.app, invitee.cookie, 'POST', `/api/invitations/${fresh}/accept`)).status).toBe(404);
  });

  it('a revoked invitation is dead', async () => {
    const email = uniqueEmail('revoked');
    const { invitation } = (await (
      await call(t.app, owner.cookie, 'POST', '/api/team/invitations', { email, role: 'member' })
    ).json()) as { invitation: { id: string } };
    const token = await invitationToken(t, email);
    expect((await call(t.app, owner.cookie, 'DELETE', `/api/team/invitations/${invitation.id}`)).status).toBe(200);
    expect((await t.app.request(`/api/invitations/${token}`)).status).toBe(404);
    expect((await call(t.app, owner.cookie, 'DELETE', `/api/team/invitations/${invitation.id}`)).status).toBe(404);
  });
});

describe('roles', () => {
  it('a Member works with journeys and clients but opens no settings, team, keys or billing', async () => {
    const boss = await signUpOwnerFresh();
    const member = await joinTeam(t, boss, 'member', uniqueEmail('m'));
    for (const path of ['/api/journeys', '/api/clients', '/api/dashboard']) {
      expect((await call(t.app, member.cookie, 'GET', path)).status, path).toBe(200);
    }
    for (const [method, path] of [
      ['GET', '/api/workspace'],
      ['GET', '/api/team'],
      ['GET', '/api/api-keys'],
      ['GET', '/api/webhooks'],
      ['GET', '/api/settings/domain'],
      ['GET', '/api/insights'],
      ['POST', '/api/billing/portal'],
      ['POST', '/api/team/invitations'],
    ] as const) {
      const res = await call(
        t.app,
        member.cookie,
        method,
        path,
        method === 'POST' ? { email: uniqueEmail(), role: 'admin' } : undefined,
      );
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await errorOf(res)).code).toBe(ERROR_CODES.ROLE_FORBIDDEN);
    }
  });

  it('an Admin manages settings and the team, but not billing; a role change applies to the next request', async () => {
    const boss = await signUpOwnerFresh();
    const person = await joinTeam(t, boss, 'member', uniqueEmail('promoted'));
    expect((await call(t.app, person.cookie, 'GET', '/api/workspace')).status).toBe(403);
    const changed = await call(t.app, boss.cookie, 'PATCH', `/api/team/members/${person.userId}`, { role: 'admin' });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { member: unknown }).member).toMatchObject({ role: 'admin' });
    expect((await call(t.app, person.cookie, 'GET', '/api/workspace')).status).toBe(200);
    expect((await call(t.app, person.cookie, 'GET', '/api/team')).status).toBe(200);
    expect((await call(t.app, person.cookie, 'POST', '/api/billing/portal')).status).toBe(403);
    await call(t.app, boss.cookie, 'PATCH', `/api/team/members/${person.userId}`, { role: 'member' });
    expect((await call(t.app, person.cookie, 'GET', '/api/workspace')).status).toBe(403);
  });

  it("nobody changes or removes the Owner, and another workspace's people are 404", async () => {
    const boss = await signUpOwnerFresh();
    const admin = await joinTeam(t, boss, 'admin', uniqueEmail('admin'));
    const ownerId = (await team(boss.cookie)).members.find((m) => m.role === 'owner')?.userId;
    const demote = await call(t.app, admin.cookie, 'PATCH', `/api/team/members/${ownerId}`, { role: 'member' });
    expect(demote.status).toBe(409);
    expect((await errorOf(demote)).message).toBe(MEMBER_MESSAGES.ownerRole);
    expect((await call(t.app, admin.cookie, 'DELETE', `/api/team/members/${ownerId}`)).status).toBe(409);
    for (const [method, body] of [
      ['PATCH', { role: 'member' }],
      ['DELETE', undefined],
    ] as const) {
      expect((await call(t.app, stranger.cookie, method, `/api/team/members/${admin.userId}`, body)).status).toBe(404);
      expect((await call(t.app, boss.cookie, method, '/api/team/members/not-a-member', body)).status).toBe(404);
    }
    await call(t.app, boss.cookie, 'POST', '/api/team/invitations', { email: uniqueEmail('open'), role: 'member' });
    const { invitations } = await team(boss.cookie);
    const id = invitations[0]?.id;
    expect((await call(t.app, stranger.cookie, 'POST', `/api/team/invitations/${id}/resend`)).status).toBe(404);
    expect((await call(t.app, stranger.cookie, 'DELETE', `/api/team/invitations/${id}`)).status).toBe(404);
    expect((await team(boss.cookie)).invitations.map((i) => i.id)).toContain(id);
  });
});

describe('assigning', () => {
  it('Owners and Admins assign members to a client; a Member may not; foreign ids are 404 or 400', async () => {
    const boss = await signUpOwnerFresh();
    const member = await joinTeam(t, boss, 'member', uniqueEmail('assignee'));
    const client = await createClient(t.app, boss.cookie);
    const put = (cookie: string, id: string, userIds: string[]) =>
      call(t.app, cookie, 'PUT', `/api/clients/${id}/assignees`, { userIds });
    const res = await put(boss.cookie, client.id, [member.userId, member.userId]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ assignees: [{ userId: member.userId, name: 'Max Member' }] });
    expect((await put(member.cookie, client.id, [])).status).toBe(403);
    // Another workspace's client, or a person who is not in this team: refused, nothing changed.
    const theirs = await createClient(t.app, stranger.cookie);
    expect((await put(boss.cookie, theirs.id, [])).status).toBe(404);
    expect((await put(stranger.cookie, client.id, [])).status).toBe(404);
    const strangerId = (await team(stranger.cookie)).members[0]?.userId ?? '';
    expect((await put(boss.cookie, client.id, [strangerId])).status).toBe(400);
    const rows = await t.db
      .selectFrom('client_assignments')
      .select('user_id')
      .where('project_id', '=', client.id)
      .execute();
    expect(rows).toEqual([{ user_id: member.userId }]);
    expect((await put(boss.cookie, client.id, [])).status).toBe(200);
    expect(
      await t.db.selectFrom('client_assignments').selectAll().where('project_id', '=', client.id).execute(),
    ).toEqual([]);
  });
});

describe("a Member's reach", () => {
  it('lists and opens only assigned clients; anyone else is 404 everywhere, like another workspace', async () => {
    const boss = await signUpOwnerFresh();
    const member = await joinTeam(t, boss, 'member', uniqueEmail('scoped'));
    const mine = await createClient(t.app, boss.cookie, { clientName: 'Assigned Ada' });
    const other = await createClient(t.app, boss.cookie, { clientName: 'Other Otto' });
    await call(t.app, boss.cookie, 'PUT', `/api/clients/${mine.id}/assignees`, { userIds: [member.userId] });

    const list = (await (await call(t.app, member.cookie, 'GET', '/api/clients')).json()) as {
      clients: { id: string }[];
    };
    expect(list.clients.map((c) => c.id)).toEqual([mine.id]);
    const dash = (await (await call(t.app, member.cookie, 'GET', '/api/dashboard')).json()) as {
      stats: { activeClients: number };
      recentClients: { id: string }[];
    };
    expect(dash.stats.activeClients).toBe(1);
    expect(dash.recentClients.map((c) => c.id)).toEqual([mine.id]);
    const filters = (await (await call(t.app, member.cookie, 'GET', '/api/submissions/filters')).json()) as {
      clients: { id: string }[];
    };
    expect(filters.clients.map((c) => c.id)).toEqual([mine.id]);

    for (const path of ['', '/email', '/submissions', '/deliverables']) {
      expect((await call(t.app, member.cookie, 'GET', `/api/clients/${mine.id}${path}`)).status, path).toBe(200);
      const hidden = await call(t.app, member.cookie, 'GET', `/api/clients/${other.id}${path}`);
      expect(hidden.status, path).toBe(404);
    }
    const archive = await call(t.app, member.cookie, 'POST', `/api/clients/${other.id}/archive`);
    expect(archive.status).toBe(404);
    const still = await t.db
      .selectFrom('projects')
      .select('status')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('active');
    // The Owner still sees both.
    const all = (await (await call(t.app, boss.cookie, 'GET', '/api/clients')).json()) as { clients: unknown[] };
    expect(all.clients).toHaveLength(2);
  });

  it("a client a Member adds is assigned to them; an Owner's is not", async () => {
    const boss = await signUpOwnerFresh();
    const member = await joinTeam(t, boss, 'member', uniqueEmail('adder'));
    const added = await createClient(t.app, member.cookie, { clientName: 'New Nia' });
    expect((await call(t.app, member.cookie, 'GET', `/api/clients/${added.id}`)).status).toBe(200);
    const bossClient = await createClient(t.app, boss.cookie);
    const rows = await t.db.selectFrom('client_assignments').select(['project_id', 'user_id']).execute();
    expect(rows).toContainEqual({ project_id: added.id, user_id: member.userId });
    expect(rows.map((r) => r.project_id)).not.toContain(bossClient.id);
  });
});

describe('removing and leaving', () => {
  it("a removed member's next request is 403, and their clients go back to unassigned", async () => {
    const boss = await signUpOwnerFresh();
    const member = await joinTeam(t, boss, 'member', uniqueEmail('removed'));
    const client = await createClient(t.app, owner.cookie);
    await t.db
      .insertInto('client_assignments')
      .values({ project_id: client.id, workspace_id: await workspaceIdOf(boss.email), user_id: member.userId })
      .execute();
    expect((await call(t.app, boss.cookie, 'DELETE', `/api/team/members/${member.userId}`)).status).toBe(200);
    const next = await call(t.app, member.cookie, 'GET', '/api/clients');
    expect(next.status).toBe(403);
    expect((await errorOf(next)).code).toBe(ERROR_CODES.NOT_A_MEMBER);
    expect(
      await t.db.selectFrom('client_assignments').selectAll().where('project_id', '=', client.id).execute(),
    ).toEqual([]);
    // The switcher still answers, without the workspace they left.
    const ws = (await (await call(t.app, member.cookie, 'GET', '/api/workspaces')).json()) as { workspaces: unknown[] };
    expect(ws.workspaces).toEqual([]);
    expect(
      (await call(t.app, member.cookie, 'POST', `/api/workspaces/${await workspaceIdOf(boss.email)}/switch`)).status,
    ).toBe(404);
  });

  it('a member leaves; the Owner cannot', async () => {
    const boss = await signUpOwnerFresh();
    const admin = await joinTeam(t, boss, 'admin', uniqueEmail('leaver'));
    expect((await call(t.app, admin.cookie, 'POST', '/api/team/leave')).status).toBe(200);
    expect((await team(boss.cookie)).members.map((m) => m.userId)).not.toContain(admin.userId);
    const stay = await call(t.app, boss.cookie, 'POST', '/api/team/leave');
    expect(stay.status).toBe(409);
    expect((await errorOf(stay)).message).toBe(MEMBER_MESSAGES.ownerCannotLeave);
  });

  it('a person in two workspaces switches between them', async () => {
    const boss = await signUpOwnerFresh();
    const agency = await signUpOwnerFresh();
    const email = uniqueEmail('two');
    const person = await joinTeam(t, boss, 'member', email);
    await call(t.app, agency.cookie, 'POST', '/api/team/invitations', { email, role: 'admin' });
    const token = await invitationToken(t, email);
    expect((await call(t.app, person.cookie, 'POST', `/api/invitations/${token}/accept`)).status).toBe(200);
    // Accepting moved the session to the new workspace, where they are Admin.
    expect((await call(t.app, person.cookie, 'GET', '/api/workspace')).status).toBe(200);
    const { workspaces } = (await (await call(t.app, person.cookie, 'GET', '/api/workspaces')).json()) as {
      workspaces: { id: string; role: string; active: boolean }[];
    };
    expect(workspaces).toHaveLength(2);
    const first = workspaces.find((w) => w.role === 'member');
    expect((await call(t.app, person.cookie, 'POST', `/api/workspaces/${first?.id}/switch`)).status).toBe(200);
    expect((await call(t.app, person.cookie, 'GET', '/api/workspace')).status).toBe(403);
  });
});

const signUpOwnerFresh = () => signUpOwner(t.app);

async function workspaceIdOf(email: string) {
  const row = await t.db
    .selectFrom('workspaces as w')
    .innerJoin('user as u', 'u.id', 'w.user_id')
    .select('w.id')
    .where('u.email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}
