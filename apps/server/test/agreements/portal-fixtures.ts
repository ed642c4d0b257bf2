import type { PortalAgreementDto, PortalAgreementResponse, PortalResponse } from '@bloom/core';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/platform/db/database';
import { ok } from '../helpers/journeys';
import { fromAddress, jsonRequest, type TestApp } from '../helpers/test-app';
import { agreementClient, sendAgreement, sendInput, textConfig } from './owner-fixtures';

/** Portal-side fixtures of the agreements tests (issue 34): a contact's steps, their codes. */
type App = TestApp['app'];

export type Step = 'viewed' | 'consent' | 'code' | 'code/verify' | 'sign' | 'decline';

/** Each contact on their own device: an address of their own, from their token. */
export const addressOf = (token: string) => {
  const n = [...token].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 65_536, 7);
  return `10.34.${n >> 8}.${n & 255}`;
};

/** POST /api/portal/{token}/agreements/{agreementId}/{step}, from the contact's own address. */
export const callStep = (app: App, token: string, agreementId: string, step: Step, body?: unknown, cookie?: string) =>
  app.request(
    `/api/portal/${token}/agreements/${agreementId}/${step}`,
    jsonRequest('POST', body, { 'user-agent': 'Mozilla/5.0 (iPhone; test)', ...(cookie ? { cookie } : {}) }),
    fromAddress(addressOf(token)),
  );

export const step = async (app: App, token: string, agreementId: string, name: Step, body?: unknown) =>
  (await ok<PortalAgreementResponse>(callStep(app, token, agreementId, name, body))).agreement;

/** A contact's own share token. */
export const tokenOfContact = async (db: Db, contactId: string) =>
  (await db.selectFrom('client_contacts').select('share_token').where('id', '=', contactId).executeTakeFirstOrThrow())
    .share_token;

/** The newest signing code mailed to `to` (it is only ever in the queued email). */
export async function lastCode(db: Db, to: string): Promise<string> {
  const { rows } = await sql<{ subject: string }>`
    SELECT data->>'subject' AS subject FROM pgboss.job
    WHERE name = 'send-email' AND data->>'to' = ${to} AND data->>'subject' LIKE '% is your signing code'
    ORDER BY created_on DESC LIMIT 1`.execute(db);
  const code = /^(\d{6}) is your signing code$/.exec(rows[0]?.subject ?? '')?.[1];
  if (!code) throw new Error(`no signing code mailed to ${to}`);
  return code;
}

/** A hand-drawn wave across the pad: enough ink, width and height to be a signature. */
export const wave = (): number[][] => [
  Array.from({ length: 40 }, (_, i) => [100 + i * 20, Math.round(200 + 90 * Math.sin(i / 2))]).flat(),
];

export const typedSign = (text: string) => ({ signature: { kind: 'typed', text }, timeZone: 'Europe/Paris' });

/** Reads every page, consents and confirms the emailed code: the contact is at 'sign'. */
export async function readyToSign(
  app: App,
  db: Db,
  token: string,
  agreement: { id: string; pageCount: number },
  email: string,
) {
  await step(app, token, agreement.id, 'viewed', { pagesSeen: agreement.pageCount, timeZone: 'Europe/Paris' });
  await step(app, token, agreement.id, 'consent', { accepted: true, timeZone: 'Europe/Paris' });
  await step(app, token, agreement.id, 'code');
  const me = await step(app, token, agreement.id, 'code/verify', { code: await lastCode(db, email) });
  expect(me.me?.step).toBe('sign');
  return me;
}

/** The agreement stage of the portal page, as the contact of `token` sees it. */
export async function portalAgreement(app: App, token: string): Promise<PortalAgreementDto | null | undefined> {
  const page = await ok<PortalResponse>(app.request(`/api/portal/${token}`));
  return page.stages.find((s) => s.stepType === 'agreement')?.agreement;
}

/**
 * A client (Ada, the primary, and Sam) with the service agreement sent, the owner countersigning;
 * `order` clients first unless said. Answers the fixture, the agreement and each contact's token.
 */
export async function sentToClient(
  app: App,
  db: Db,
  owner: { cookie: string; email: string },
  options: { order?: 'clients_first' | 'owner_first'; allowWithoutEmail?: boolean } = {},
) {
  const order = options.order ?? 'clients_first';
  const fx = await agreementClient(app, owner.cookie, textConfig({ order }));
  const ownerId = (await db.selectFrom('user').select('id').where('email', '=', owner.email).executeTakeFirstOrThrow())
    .id;
  const agreement = await sendAgreement(
    app,
    owner.cookie,
    fx.clientId,
    sendInput(fx, ownerId, { order, allowWithoutEmail: options.allowWithoutEmail ?? false }),
  );
  return {
    fx,
    ownerId,
    agreement,
    tokens: { ada: await tokenOfContact(db, fx.contacts.ada), sam: await tokenOfContact(db, fx.contacts.sam) },
  };
}

/** The agreement's rows as they stand, to compare before and after a refusal. */
export const snapshot = async (db: Db, agreementId: string) => ({
  agreement: await db.selectFrom('agreements').selectAll().where('id', '=', agreementId).executeTakeFirstOrThrow(),
  signers: await db
    .selectFrom('agreement_signers')
    .selectAll()
    .where('agreement_id', '=', agreementId)
    .orderBy('id')
    .execute(),
  events: await db
    .selectFrom('agreement_events')
    .selectAll()
    .where('agreement_id', '=', agreementId)
    .orderBy('id')
    .execute(),
});
