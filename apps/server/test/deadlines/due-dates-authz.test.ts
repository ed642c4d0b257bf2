import { CLIENT_MESSAGES, type ClientDueDatesDto } from '@bloom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fails, ok } from '../helpers/journeys';
import { call, joinTeam } from '../helpers/team';
import { type TestApp, uniqueEmail } from '../helpers/test-app';
import { type Owner, useTestApp } from '../helpers/use-test-app';
import { dueClient, getDueDates, keptRows, putDueDate, today } from './due-date-fixtures';

/**
 * Who may read and move a client's due dates: the Owner and Admins on every client of the
 * workspace, a Member only on the clients assigned to them (anyone else's answers 404, as another
 * workspace's does); nobody outside the workspace.
 */
let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useTestApp(['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

let admin: Owner, member: Owner & { userId: string };
let assigned: Awaited<ReturnType<typeof dueClient>>, unassigned: Awaited<ReturnType<typeof dueClient>>;

beforeAll(async () => {
  admin = await joinTeam(t, owner, 'admin', uniqueEmail('admin'));
  member = await joinTeam(t, owner, 'member', uniqueEmail('member'));
  assigned = await dueClient(app, owner.cookie);
  unassigned = await dueClient(app, owner.cookie);
  const res = await call(app, owner.cookie, 'PUT', `/api/clients/${assigned.client.id}/assignees`, {
    userIds: [member.userId],
  });
  expect(res.status, await res.text()).toBe(200);
});

describe.each(['owner', 'admin'] as const)('as %s', (role) => {
  it('reads and moves the dates of every client of the workspace', async () => {
    const cookie = (role === 'owner' ? owner : admin).cookie;
    for (const fx of [assigned, unassigned]) {
      await ok<ClientDueDatesDto>(getDueDates(app, cookie, fx.client.id));
      const dto = await ok<ClientDueDatesDto>(
        putDueDate(app, cookie, fx.client.id, fx.stages.c, { overrideOn: today(role === 'owner' ? 1 : 2) }),
      );
      expect(dto.stages.find((s) => s.stageId === fx.stages.c)?.overrideOn).toBe(today(role === 'owner' ? 1 : 2));
    }
  });
});

describe('as a member', () => {
  it('reads and moves the dates of an assigned client', async () => {
    await ok(getDueDates(app, member.cookie, assigned.client.id));
    await ok(putDueDate(app, member.cookie, assigned.client.id, assigned.stages.a, { overrideOn: today(5) }));
    expect((await keptRows(t, assigned.client.id))[assigned.stages.a]?.overrideOn).toBe(today(5));
  });

  it('gets 404 for a client not assigned to them, and changes nothing', async () => {
    const before = await keptRows(t, unassigned.client.id);
    await fails(getDueDates(app, member.cookie, unassigned.client.id), 404, CLIENT_MESSAGES.notFound);
    await fails(
      putDueDate(app, member.cookie, unassigned.client.id, unassigned.stages.a, { overrideOn: today(5) }),
      404,
      CLIENT_MESSAGES.notFound,
    );
    expect(await keptRows(t, unassigned.client.id)).toEqual(before);
  });
});

describe('outside the workspace', () => {
  it("gets 404 for the workspace's clients, whatever the stage, and 401 without a session", async () => {
    for (const fx of [assigned, unassigned]) {
      await fails(getDueDates(app, stranger.cookie, fx.client.id), 404, CLIENT_MESSAGES.notFound);
      await fails(
        putDueDate(app, stranger.cookie, fx.client.id, fx.stages.a, { overrideOn: today() }),
        404,
        CLIENT_MESSAGES.notFound,
      );
    }
    // Their own client with this workspace's stage: a stage of another journey.
    const theirs = await dueClient(app, stranger.cookie);
    expect(
      (await putDueDate(app, stranger.cookie, theirs.client.id, assigned.stages.a, { overrideOn: today() })).status,
    ).toBe(404);
    expect((await app.request(`/api/clients/${assigned.client.id}/due-dates`)).status).toBe(401);
  });
});
