import { randomUUID } from 'node:crypto';
import { CLIENT_MESSAGES, CONTACT_MESSAGES } from '@bloom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../helpers/clients';
import { fails, ok } from '../helpers/journeys';
import { call, joinTeam } from '../helpers/team';
import { type TestApp, uniqueEmail } from '../helpers/test-app';
import { type Owner, useTestApp } from '../helpers/use-test-app';
import { addContact, callContacts, listContacts } from './contacts-api';

/**
 * Every contacts route as the Owner, an Admin and a Member of one workspace: another workspace's
 * client or contact, an unknown or malformed id, and (for the Member) a client not assigned to
 * them all answer 404, and change nothing.
 */
let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useTestApp(['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

const ids = { mine: '', mineContact: '', assigned: '', theirs: '', theirContact: '' };
const people: Record<'owner' | 'admin' | 'member', { cookie: string; userId?: string }> = {
  owner: { cookie: '' },
  admin: { cookie: '' },
  member: { cookie: '' },
};

/** Each route, on `clientId` and `contactId`. */
const ROUTES = [
  ['GET', ''],
  ['POST', ''],
  ['PATCH', '/:contact'],
  ['DELETE', '/:contact'],
  ['POST', '/:contact/primary'],
] as const;
const body = (method: string) =>
  method === 'GET'
    ? undefined
    : method === 'POST'
      ? { name: 'Intruder', email: `intruder.${randomUUID()}@example.com` }
      : { name: 'Intruder' };
const send = (cookie: string, clientId: string, contactId: string, [method, path]: (typeof ROUTES)[number]) =>
  callContacts(app, cookie, clientId, method, path.replace(':contact', contactId), body(method));

beforeAll(async () => {
  people.owner = owner;
  people.admin = await joinTeam(t, owner, 'admin', uniqueEmail('admin'));
  people.member = await joinTeam(t, owner, 'member', uniqueEmail('member'));
  const mine = await createClient(app, owner.cookie, { clientEmail: 'mine@example.com' });
  const assigned = await createClient(app, owner.cookie, { clientEmail: 'assigned@example.com' });
  await ok(
    call(app, owner.cookie, 'PUT', `/api/clients/${assigned.id}/assignees`, { userIds: [people.member.userId] }),
  );
  const theirs = await createClient(app, stranger.cookie, { clientEmail: 'theirs@example.com' });
  Object.assign(ids, {
    mine: mine.id,
    mineContact: (await addContact(app, owner.cookie, mine.id, { name: 'Mine', email: 'm2@example.com' })).id,
    assigned: assigned.id,
    theirs: theirs.id,
    theirContact: (await addContact(app, stranger.cookie, theirs.id, { name: 'Theirs', email: 't2@example.com' })).id,
  });
});

describe.each(['owner', 'admin', 'member'] as const)('as %s', (role) => {
  it("answers 404 for another workspace's client or contact, and unknown or malformed ids", async () => {
    const { cookie } = people[role];
    for (const route of ROUTES) {
      await fails(send(cookie, ids.theirs, ids.theirContact, route), 404, CLIENT_MESSAGES.notFound);
      await fails(send(cookie, 'not-a-uuid', ids.theirContact, route), 404, CLIENT_MESSAGES.notFound);
      if (route[1] === '') continue;
      // On a client they may work on: another workspace's contact, another client's, an unknown one, a malformed one.
      for (const contactId of [ids.theirContact, ids.mineContact, randomUUID(), 'nope']) {
        await fails(send(cookie, ids.assigned, contactId, route), 404, CONTACT_MESSAGES.notFound);
      }
    }
    // Nothing changed on the other side.
    const theirs = await listContacts(app, stranger.cookie, ids.theirs);
    expect(theirs.map((c) => [c.name, c.primary])).toEqual([
      ['Jo Client', true],
      ['Theirs', false],
    ]);
  });
});

it('answers a Member 404 on a client not assigned to them, and works on their own', async () => {
  const { cookie } = people.member;
  for (const route of ROUTES) {
    await fails(send(cookie, ids.mine, ids.mineContact, route), 404, CLIENT_MESSAGES.notFound);
  }
  expect(await listContacts(app, owner.cookie, ids.mine)).toHaveLength(2);
  const added = await addContact(app, cookie, ids.assigned, { name: 'Added by Max', email: 'max.added@example.com' });
  expect((await listContacts(app, cookie, ids.assigned)).map((c) => c.id)).toContain(added.id);
});
