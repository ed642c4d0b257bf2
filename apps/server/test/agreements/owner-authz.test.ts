import { randomUUID } from 'node:crypto';
import { CLIENT_MESSAGES, JOURNEY_MESSAGES, AGREEMENT_MESSAGES as M } from '@bloom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fails, ok } from '../helpers/journeys';
import { call, joinTeam } from '../helpers/team';
import { type TestApp, uniqueEmail } from '../helpers/test-app';
import { type Owner, useStorageApp } from '../helpers/use-test-app';
import {
  agreementClient,
  callAgreements,
  pdfWithPages,
  sendAgreement,
  sendInput,
  typed,
  uploadDocument,
} from './owner-fixtures';

/**
 * Every owner route of agreements as the Owner, an Admin and an assigned Member: another
 * workspace's client, agreement or journey, an agreement of another client, an unknown or
 * malformed id all answer 404 and change nothing; a Member's unassigned client is 404 too.
 */
let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useStorageApp({}, ['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

const ids = {
  assigned: '',
  unassigned: '',
  mineAgreement: '',
  unassignedAgreement: '',
  theirs: '',
  theirAgreement: '',
};
const journeys = { mine: '', theirs: '' };
const people: Record<'owner' | 'admin' | 'member', { cookie: string }> = {
  owner: { cookie: '' },
  admin: { cookie: '' },
  member: { cookie: '' },
};

const userIdOf = async (email: string) =>
  (await t.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  people.owner = owner;
  people.admin = await joinTeam(t, owner, 'admin', uniqueEmail('admin'));
  const member = await joinTeam(t, owner, 'member', uniqueEmail('member'));
  people.member = member;
  const ownerId = await userIdOf(owner.email);
  const assigned = await agreementClient(app, owner.cookie);
  await ok(call(app, owner.cookie, 'PUT', `/api/clients/${assigned.clientId}/assignees`, { userIds: [member.userId] }));
  const unassigned = await agreementClient(app, owner.cookie);
  const theirs = await agreementClient(app, stranger.cookie);
  Object.assign(ids, {
    assigned: assigned.clientId,
    unassigned: unassigned.clientId,
    mineAgreement: (await sendAgreement(app, owner.cookie, assigned.clientId, sendInput(assigned, ownerId))).id,
    unassignedAgreement: (await sendAgreement(app, owner.cookie, unassigned.clientId, sendInput(unassigned, ownerId)))
      .id,
    theirs: theirs.clientId,
    theirAgreement: (
      await sendAgreement(app, stranger.cookie, theirs.clientId, sendInput(theirs, await userIdOf(stranger.email)))
    ).id,
  });
  journeys.mine = assigned.journeyId;
  journeys.theirs = theirs.journeyId;
});

/** Each route on a client and an agreement, with a body it would accept. */
const ROUTES = [
  ['GET', '', undefined],
  ['POST', '', { stageId: 'x', signerContactIds: [randomUUID()], countersignerUserId: 'x' }],
  ['POST', '/:a/void', { reason: 'no' }],
  ['POST', '/:a/countersign', typed()],
  ['GET', '/:a/document', undefined],
  ['GET', '/:a/final', undefined],
] as const;
const hit = (cookie: string, clientId: string, agreementId: string, [method, path, body]: (typeof ROUTES)[number]) =>
  callAgreements(app, cookie, clientId, method, path.replace(':a', agreementId), body);

const state = () =>
  t.db.selectFrom('agreements').select(['id', 'status', 'voided_at', 'final_key']).orderBy('id').execute();

describe.each(['owner', 'admin', 'member'] as const)('as %s', (role) => {
  it("answers 404 for another workspace's client, agreement or journey, and unknown or malformed ids", async () => {
    const { cookie } = people[role];
    const before = await state();
    for (const route of ROUTES) {
      await fails(hit(cookie, ids.theirs, ids.theirAgreement, route), 404, CLIENT_MESSAGES.notFound);
      await fails(hit(cookie, 'not-a-uuid', ids.theirAgreement, route), 404, CLIENT_MESSAGES.notFound);
      if (route[1] === '') continue;
      // On a client they work on: another workspace's agreement, another client's, an unknown one, a malformed one.
      for (const agreementId of [ids.theirAgreement, ids.unassignedAgreement, randomUUID(), 'nope']) {
        await fails(hit(cookie, ids.assigned, agreementId, route), 404, M.notFound);
      }
    }
    const pdf = await pdfWithPages(1);
    await fails(uploadDocument(app, cookie, journeys.theirs, pdf), 404, JOURNEY_MESSAGES.notFound);
    expect(await state()).toEqual(before);
  });
});

it('answers a Member 404 on every route of a client not assigned to them, and lets them work on their own', async () => {
  const { cookie } = people.member;
  for (const route of ROUTES) {
    await fails(hit(cookie, ids.unassigned, ids.unassignedAgreement, route), 404, CLIENT_MESSAGES.notFound);
  }
  const res = await callAgreements(app, cookie, ids.assigned, 'GET', `/${ids.mineAgreement}/document`);
  expect(res.status).toBe(200);
  // Journeys are everyone's: a Member uploads a stage's PDF.
  expect((await uploadDocument(app, cookie, journeys.mine, await pdfWithPages(1))).status).toBe(201);
});
