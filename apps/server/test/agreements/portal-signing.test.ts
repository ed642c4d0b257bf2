import { AGREEMENT_MESSAGES as M, PORTAL_MESSAGES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { addContact } from '../contacts/contacts-api';
import { callClients } from '../helpers/clients';
import { fails, ok } from '../helpers/journeys';
import { cookiesFrom, jsonRequest, type TestApp } from '../helpers/test-app';
import { type Owner, useStorageApp } from '../helpers/use-test-app';
import { agreementClient, sendAgreement, sendInput, voidAgreement } from './owner-fixtures';
import {
  callStep,
  lastCode,
  portalAgreement,
  readyToSign,
  sentToClient,
  snapshot,
  step,
  tokenOfContact,
  typedSign,
  wave,
} from './portal-fixtures';

/**
 * A contact's signing steps in the portal (issue 34), enforced on the server in order: read,
 * consent, the emailed code (10 minutes, 5 tries, never twice), sign; or decline. Foreign ids
 * are 404, a step out of order or on a voided agreement is 409, and a refusal changes nothing.
 */
let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useStorageApp({}, ['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

const sent = (options: Parameters<typeof sentToClient>[3] = {}) => sentToClient(app, t.db, owner, options);

describe('the portal shows the agreement', () => {
  it('to each contact with their own step and a masked address, and no one else’s', async () => {
    const { agreement, tokens } = await sent();
    const ada = await portalAgreement(app, tokens.ada);
    expect(ada).toMatchObject({
      id: agreement.id,
      version: 1,
      status: 'sent',
      replaced: false,
      title: 'Service agreement',
      finalUrl: null,
      me: { status: 'pending', step: 'read', codeRequired: true, emailHint: 'a***@example.com', codeSentAt: null },
    });
    expect(ada?.documentUrl).toBe(`/api/portal/${tokens.ada}/agreements/${agreement.id}/document`);
    expect(ada?.signers.map((s) => [s.name, s.kind, s.status])).toEqual([
      ['Ada Lane', 'contact', 'pending'],
      ['Sam Lee', 'contact', 'pending'],
      ['Avery Stone', 'member', 'pending'],
    ]);
    const text = JSON.stringify(await ok(app.request(`/api/portal/${tokens.sam}`)));
    expect(text).not.toContain('ada@example.com');
    expect(text).toContain('s***@example.com');
  });

  it('serves the original PDF to any contact of the client, and 404 to another client', async () => {
    const { agreement, tokens } = await sent();
    const res = await app.request(`/api/portal/${tokens.sam}/agreements/${agreement.id}/document`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const final = await app.request(`/api/portal/${tokens.sam}/agreements/${agreement.id}/final`);
    expect(final.status).toBe(404);
    const other = await sentToClient(app, t.db, stranger);
    const foreign = await app.request(`/api/portal/${other.tokens.ada}/agreements/${agreement.id}/document`);
    expect(foreign.status).toBe(404);
  });
});

describe('each step in order', () => {
  it('walks read → consent → code → sign, recording each step with its evidence', async () => {
    const { agreement, tokens } = await sent();
    const viewed = await step(app, tokens.sam, agreement.id, 'viewed', {
      pagesSeen: agreement.pageCount,
      timeZone: 'Asia/Tokyo',
    });
    expect(viewed.me?.step).toBe('consent');
    expect(
      (await step(app, tokens.sam, agreement.id, 'consent', { accepted: true, timeZone: 'Asia/Tokyo' })).me?.step,
    ).toBe('code');
    const sentCode = await step(app, tokens.sam, agreement.id, 'code');
    expect(sentCode.me?.codeSentAt).toEqual(expect.any(String));
    const code = await lastCode(t.db, 'sam@example.com');
    // Only a hash is stored, never the code.
    const row = await t.db
      .selectFrom('agreement_signers')
      .selectAll()
      .where('agreement_id', '=', agreement.id)
      .where('name', '=', 'Sam Lee')
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    const verified = await step(app, tokens.sam, agreement.id, 'code/verify', { code });
    expect(verified.me).toMatchObject({ step: 'sign', codeSentAt: null });
    const signed = await step(app, tokens.sam, agreement.id, 'sign', {
      signature: { kind: 'drawn', strokes: wave() },
      timeZone: 'Asia/Tokyo',
    });
    expect(signed.me).toMatchObject({ status: 'signed', step: 'signed' });
    expect(signed.status).toBe('sent');
    expect(signed.signers.find((s) => s.name === 'Sam Lee')?.signedAt).toEqual(expect.any(String));

    const { events, signers } = await snapshot(t.db, agreement.id);
    const sams = events.filter((e) => e.actor === 'Sam Lee');
    expect(sams.map((e) => e.kind)).toEqual(['viewed', 'consent_given', 'code_sent', 'code_verified', 'signed']);
    for (const e of sams) {
      expect(e).toMatchObject({ time_zone: 'Asia/Tokyo', user_agent: 'Mozilla/5.0 (iPhone; test)' });
      expect(e.ip).toBeTruthy();
    }
    expect(signers.find((s) => s.name === 'Sam Lee')).toMatchObject({
      status: 'signed',
      signature_kind: 'drawn',
      time_zone: 'Asia/Tokyo',
      code_hash: null,
    });
  });

  it('refuses a step taken too early with 409, and changes nothing', async () => {
    const { agreement, tokens } = await sent();
    const before = await snapshot(t.db, agreement.id);
    await fails(callStep(app, tokens.ada, agreement.id, 'consent', { accepted: true }), 409, M.stepOutOfOrder);
    await fails(callStep(app, tokens.ada, agreement.id, 'code'), 409, M.stepOutOfOrder);
    await fails(callStep(app, tokens.ada, agreement.id, 'code/verify', { code: '123456' }), 409, M.stepOutOfOrder);
    await fails(callStep(app, tokens.ada, agreement.id, 'sign', typedSign('Ada Lane')), 409, M.stepOutOfOrder);
    // Not every page read: 400, still at 'read'.
    await fails(callStep(app, tokens.ada, agreement.id, 'viewed', { pagesSeen: 0 }), 400, M.mustReadAll);
    expect(await snapshot(t.db, agreement.id)).toEqual(before);
    // Read and consented, but the code not confirmed: signing is still out of order.
    await step(app, tokens.ada, agreement.id, 'viewed', { pagesSeen: agreement.pageCount });
    await step(app, tokens.ada, agreement.id, 'consent', { accepted: true });
    await fails(callStep(app, tokens.ada, agreement.id, 'sign', typedSign('Ada Lane')), 409, M.stepOutOfOrder);
    const after = await snapshot(t.db, agreement.id);
    expect(after.signers.every((s) => s.status === 'pending')).toBe(true);
  });

  it('keeps a contact waiting while the owner signs first', async () => {
    const { agreement, tokens } = await sent({ order: 'owner_first' });
    expect((await portalAgreement(app, tokens.ada))?.me?.step).toBe('waiting');
    await fails(callStep(app, tokens.ada, agreement.id, 'viewed', { pagesSeen: 9 }), 409, M.notYourTurn);
  });

  it('refuses a blank or near-empty drawing with 400 on the server', async () => {
    const { agreement, tokens } = await sent();
    await readyToSign(app, t.db, tokens.ada, agreement, 'ada@example.com');
    const before = await snapshot(t.db, agreement.id);
    for (const strokes of [[], [[500, 200]], [[500, 200, 501, 201, 502, 202]], [[100, 200, 900, 200]]]) {
      const res = await callStep(app, tokens.ada, agreement.id, 'sign', { signature: { kind: 'drawn', strokes } });
      expect(res.status, JSON.stringify(strokes)).toBe(400);
    }
    await fails(callStep(app, tokens.ada, agreement.id, 'sign', typedSign(' . ')), 400, M.typedTooShort);
    expect(await snapshot(t.db, agreement.id)).toEqual(before);
  });

  it('lets a contact without an email skip the code only when the owner allowed it', async () => {
    const fx = await sentToClient(app, t.db, owner);
    await voidAgreement(app, owner.cookie, fx.fx.clientId, fx.agreement.id);
    // Sam's address is gone (an imported contact, say): signing without a code was allowed.
    await t.db.updateTable('client_contacts').set({ email: null }).where('id', '=', fx.fx.contacts.sam).execute();
    const input = sendInput(fx.fx, fx.ownerId, { signerContactIds: [fx.fx.contacts.sam], allowWithoutEmail: true });
    const agreement = await sendAgreement(app, owner.cookie, fx.fx.clientId, input);
    const token = fx.tokens.sam;
    await step(app, token, agreement.id, 'viewed', { pagesSeen: agreement.pageCount });
    const consented = await step(app, token, agreement.id, 'consent', { accepted: true });
    expect(consented.me).toMatchObject({ step: 'sign', codeRequired: false, emailHint: null });
    await fails(callStep(app, token, agreement.id, 'code'), 409, M.codeNotNeeded);
    expect((await step(app, token, agreement.id, 'sign', typedSign('Sam Lee'))).me?.status).toBe('signed');
  });
});

describe('the emailed code', () => {
  it('cannot be used twice', async () => {
    const { agreement, tokens } = await sent();
    await readyToSign(app, t.db, tokens.ada, agreement, 'ada@example.com');
    const used = await lastCode(t.db, 'ada@example.com');
    await fails(callStep(app, tokens.ada, agreement.id, 'code/verify', { code: used }), 409, M.codeNone);
    const events = (await snapshot(t.db, agreement.id)).events.filter((e) => e.kind === 'code_verified');
    expect(events).toHaveLength(1);
  });

  it('is dead after 5 wrong tries, even the right one', async () => {
    const { agreement, tokens } = await sent();
    await step(app, tokens.ada, agreement.id, 'viewed', { pagesSeen: agreement.pageCount });
    await step(app, tokens.ada, agreement.id, 'consent', { accepted: true });
    await step(app, tokens.ada, agreement.id, 'code');
    const code = await lastCode(t.db, 'ada@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      await fails(callStep(app, tokens.ada, agreement.id, 'code/verify', { code: wrong }), 400, M.codeWrong(left));
    }
    await fails(callStep(app, tokens.ada, agreement.id, 'code/verify', { code: wrong }), 400, M.codeTooManyTries);
    await fails(callStep(app, tokens.ada, agreement.id, 'code/verify', { code }), 409, M.codeTooManyTries);
    // A new code works again.
    await step(app, tokens.ada, agreement.id, 'code');
    const fresh = await lastCode(t.db, 'ada@example.com');
    expect((await step(app, tokens.ada, agreement.id, 'code/verify', { code: fresh })).me?.step).toBe('sign');
  });

  it('expires after 10 minutes', async () => {
    const { agreement, tokens } = await sent();
    await step(app, tokens.sam, agreement.id, 'viewed', { pagesSeen: agreement.pageCount });
    await step(app, tokens.sam, agreement.id, 'consent', { accepted: true });
    await step(app, tokens.sam, agreement.id, 'code');
    const code = await lastCode(t.db, 'sam@example.com');
    await t.db
      .updateTable('agreement_signers')
      .set({ code_expires_at: new Date(Date.now() - 1000) })
      .where('agreement_id', '=', agreement.id)
      .where('name', '=', 'Sam Lee')
      .execute();
    await fails(callStep(app, tokens.sam, agreement.id, 'code/verify', { code }), 409, M.codeExpired);
  });

  it('is sent at most 5 times in 15 minutes per signer', async () => {
    const { agreement, tokens } = await sent();
    await step(app, tokens.ada, agreement.id, 'viewed', { pagesSeen: agreement.pageCount });
    await step(app, tokens.ada, agreement.id, 'consent', { accepted: true });
    for (let i = 0; i < 5; i++) await step(app, tokens.ada, agreement.id, 'code');
    const res = await callStep(app, tokens.ada, agreement.id, 'code');
    expect(res.status).toBe(429);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(M.codeTooManySends);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('whose agreement', () => {
  it('answers 404 to another client’s contact and to a contact who does not sign, changing nothing', async () => {
    const { fx, agreement, tokens } = await sent();
    const before = await snapshot(t.db, agreement.id);
    const other = await sentToClient(app, t.db, stranger);
    const bystander = await addContact(app, owner.cookie, fx.clientId, { name: 'Bo Watcher', email: 'bo@example.com' });
    const bo = await tokenOfContact(t.db, bystander.id);
    for (const token of [other.tokens.ada, bo]) {
      await fails(callStep(app, token, agreement.id, 'viewed', { pagesSeen: 9 }), 404, M.notFound);
      await fails(callStep(app, token, agreement.id, 'decline', { reason: 'No' }), 404, M.notFound);
    }
    // Their own agreement id under this client's link: 404 too.
    await fails(callStep(app, tokens.ada, other.agreement.id, 'viewed', { pagesSeen: 9 }), 404, M.notFound);
    expect(await snapshot(t.db, agreement.id)).toEqual(before);
    // Bo sees the agreement but is not asked to sign.
    expect((await portalAgreement(app, bo))?.me).toBeNull();
  });

  it('asks for the portal password like every portal route', async () => {
    const { fx, agreement, tokens } = await sent();
    await ok(callClients(app, owner.cookie, 'PUT', `/${fx.clientId}/password`, { password: 'open sesame' }));
    const res = await callStep(app, tokens.ada, agreement.id, 'viewed', { pagesSeen: agreement.pageCount });
    expect(res.status).toBe(401);
    const session = await app.request(
      `/api/portal/${tokens.ada}/session`,
      jsonRequest('POST', { password: 'open sesame' }),
    );
    expect(session.status).toBe(200);
    const cookie = cookiesFrom(session);
    const viewed = await callStep(app, tokens.ada, agreement.id, 'viewed', { pagesSeen: agreement.pageCount }, cookie);
    expect(viewed.status).toBe(200);
    const file = await app.request(`/api/portal/${tokens.ada}/agreements/${agreement.id}/document`);
    expect(file.status).toBe(401);
  });
});

describe('void and decline', () => {
  it('answers 409 to a signature after a void, saying it was replaced, and changes nothing', async () => {
    const { fx, agreement, tokens, ownerId } = await sent();
    await readyToSign(app, t.db, tokens.ada, agreement, 'ada@example.com');
    await voidAgreement(app, owner.cookie, fx.clientId, agreement.id);
    const before = await snapshot(t.db, agreement.id);
    await fails(callStep(app, tokens.ada, agreement.id, 'sign', typedSign('Ada Lane')), 409, M.voidedNotice);
    const next = await sendAgreement(app, owner.cookie, fx.clientId, sendInput(fx, ownerId));
    expect(next.version).toBe(2);
    await fails(callStep(app, tokens.ada, agreement.id, 'sign', typedSign('Ada Lane')), 409, M.replaced);
    const after = await snapshot(t.db, agreement.id);
    expect(after.signers).toEqual(before.signers);
    expect(after.events).toEqual(before.events);
    // The portal shows the new version, at its first step.
    expect(await portalAgreement(app, tokens.ada)).toMatchObject({ id: next.id, version: 2, me: { step: 'read' } });
  });

  it('stops the agreement when a contact declines with a reason', async () => {
    const { agreement, tokens } = await sent();
    await fails(callStep(app, tokens.sam, agreement.id, 'decline', { reason: '  ' }), 400, M.declineReasonRequired);
    const declined = await step(app, tokens.sam, agreement.id, 'decline', {
      reason: 'The fee is wrong',
      timeZone: 'Europe/Paris',
    });
    expect(declined).toMatchObject({ status: 'declined', me: { status: 'declined', step: 'declined' } });
    const { agreement: row, events } = await snapshot(t.db, agreement.id);
    expect(row.status).toBe('declined');
    expect(events.at(-1)).toMatchObject({ kind: 'declined', actor: 'Sam Lee', detail: { reason: 'The fee is wrong' } });
    await fails(callStep(app, tokens.ada, agreement.id, 'viewed', { pagesSeen: 9 }), 409, M.declinedBySomeone);
  });
});

describe('the journey', () => {
  it('shows an agreement stage with nothing sent yet as null', async () => {
    const fx = await agreementClient(app, owner.cookie);
    const token = await tokenOfContact(t.db, fx.contacts.ada);
    expect(await portalAgreement(app, token)).toBeNull();
  });

  it('keeps the stage after an unsigned agreement locked', async () => {
    const { fx, tokens } = await sent();
    await fails(
      app.request(
        `/api/portal/${tokens.ada}/stages/${fx.stages.intake}/submit`,
        jsonRequest('POST', { answers: { goal: 'Grow' } }),
      ),
      409,
      PORTAL_MESSAGES.stageLocked,
    );
  });

  it('never completes an agreement stage by answering it: a draft or an empty submit is 409 and writes nothing', async () => {
    const { fx, tokens } = await sent();
    for (const [path, method] of [
      ['submit', 'POST'],
      ['draft', 'PUT'],
    ] as const) {
      await fails(
        app.request(
          `/api/portal/${tokens.ada}/stages/${fx.stages.contract}/${path}`,
          jsonRequest(method, { answers: {} }),
        ),
        409,
        M.lockedByAgreement,
      );
    }
    const rows = await t.db.selectFrom('form_submissions').select('id').where('project_id', '=', fx.clientId).execute();
    expect(rows).toEqual([]);
  });
});
