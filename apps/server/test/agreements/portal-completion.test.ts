import { createHash } from 'node:crypto';
import type { AgreementResponse, PortalResponse, VerifyResponse } from '@bloom/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { workSendEmail } from '../../src/modules/email/send-email-job';
import { createJobs } from '../../src/platform/jobs/jobs';
import { QUEUES } from '../../src/platform/jobs/queues';
import { createMailer } from '../../src/platform/mail/mailer';
import { pdfsigReport, pdftotext } from '../../src/platform/pdf/poppler-tools';
import { silent, waitFor } from '../helpers/jobs';
import { ok } from '../helpers/journeys';
import { startSmtp } from '../helpers/smtp';
import type { StorageFixture } from '../helpers/storage';
import { countingApp, fromAddress, jsonRequest, type TestApp } from '../helpers/test-app';
import { type Owner, useStorageApp } from '../helpers/use-test-app';
import { callAgreements, typed } from './owner-fixtures';
import { readyToSign, sentToClient, step, typedSign, wave } from './portal-fixtures';

/**
 * The whole signing path (issue 34): two contacts sign in the portal, the owner countersigns, and
 * the agreement completes once: a sealed PDF that pdfsig accepts as covering the whole document,
 * the stage done so the next one opens, the sealed PDF mailed to every party as an attachment,
 * and /verify telling it from an altered copy.
 */
let t: TestApp, app: TestApp['app'], owner: Owner, fx: StorageFixture;
useStorageApp({}, ['owner'], (env) => ({ t, app, owner, fx } = env));

/** Runs the send-email worker (outbox mailer, this app's storage) until every queued email is sent. */
async function deliverMail() {
  const jobs = createJobs({
    db: t.db,
    databaseUrl: t.databaseUrl,
    queues: QUEUES,
    schedules: {},
    pollingIntervalSeconds: 0.5,
    log: silent().log,
  });
  await workSendEmail(jobs, {
    db: t.db,
    mailer: createMailer({ db: t.db, from: 'Bloom <test@localhost>' }),
    storage: fx.storage,
  });
  await jobs.start();
  try {
    await waitFor(async () => {
      const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.job
        WHERE name = 'send-email' AND state IN ('created', 'retry', 'active')`.execute(t.db);
      return Number(rows[0]?.n) === 0;
    }, 'the queued emails');
  } finally {
    await jobs.stop();
  }
}

const verify = (body: unknown) =>
  ok<VerifyResponse>(app.request('/api/agreements/verify', jsonRequest('POST', body), fromAddress('10.55.0.1')));

describe('signing to the end', () => {
  it('completes once with a sealed PDF, opens the next stage, mails it to every party, and verifies', async () => {
    const { fx: client, agreement, tokens } = await sentToClient(app, t.db, owner);

    await readyToSign(app, t.db, tokens.ada, agreement, 'ada@example.com');
    await step(app, tokens.ada, agreement.id, 'sign', typedSign('Ada Lane'));
    await readyToSign(app, t.db, tokens.sam, agreement, 'sam@example.com');
    const afterSam = await step(app, tokens.sam, agreement.id, 'sign', {
      signature: { kind: 'drawn', strokes: wave() },
      timeZone: 'America/New_York',
    });
    expect(afterSam.status).toBe('sent');
    // The countersigner's turn now: one request to them, queued by Sam's signature.
    const { rows: requests } = await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.job
      WHERE name = 'send-email' AND data->>'to' = ${owner.email}`.execute(t.db);
    expect(Number(requests[0]?.n)).toBe(1);

    const { agreement: done } = await ok<AgreementResponse>(
      callAgreements(app, owner.cookie, client.clientId, 'POST', `/${agreement.id}/countersign`, typed()),
    );
    expect(done.status).toBe('completed');
    const kinds = done.events.map((e) => e.kind);
    expect(kinds.filter((k) => k === 'completed')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'signed')).toHaveLength(2);

    // The portal: the signed PDF available, the stage done, the next stage open.
    const page = await ok<PortalResponse>(app.request(`/api/portal/${tokens.sam}`));
    const contract = page.stages.find((s) => s.id === client.stages.contract);
    expect(contract?.agreement).toMatchObject({ status: 'completed', me: { step: 'signed' } });
    expect(contract?.submission?.status).toBe('reviewed');
    expect(page.completedCount).toBe(1);
    const project = await t.db
      .selectFrom('projects')
      .select('current_step')
      .where('id', '=', client.clientId)
      .executeTakeFirstOrThrow();
    expect(project.current_step).toBe(1);
    await ok(
      app.request(
        `/api/portal/${tokens.ada}/stages/${client.stages.intake}/submit`,
        jsonRequest('POST', { answers: { goal: 'Grow' } }),
      ),
    );

    // The sealed final PDF: its hash recorded, pdfsig accepts it and says it covers the whole file.
    const res = await app.request(contract?.agreement?.finalUrl ?? '');
    expect(res.status).toBe(200);
    const sealed = Buffer.from(await res.arrayBuffer());
    const sha256 = createHash('sha256').update(sealed).digest('hex');
    expect(sha256).toBe(done.finalSha256);
    const report = await pdfsigReport(sealed);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    const text = await pdftotext(sealed);
    for (const expected of [
      'Certificate of completion',
      agreement.originalSha256,
      'Ada Lane',
      'Sam Lee',
      'Avery Stone',
    ]) {
      expect(text).toContain(expected);
    }

    // Every party gets it attached (the job read it from storage), with their own link.
    await deliverMail();
    const mails = await t.db
      .selectFrom('outbox')
      .select(['id', 'to_address', 'subject', 'text_body', 'attachments', 'headers'])
      .where('subject', '=', 'Signed: Service agreement')
      .execute();
    expect(mails.map((m) => m.to_address).sort()).toEqual(['ada@example.com', owner.email, 'sam@example.com'].sort());
    for (const mail of mails) {
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments?.[0]).toMatchObject({
        filename: 'Service agreement (signed).pdf',
        contentType: 'application/pdf',
      });
      expect(Buffer.from(mail.attachments?.[0]?.base64 ?? '', 'base64').equals(sealed)).toBe(true);
    }
    const sams = mails.find((m) => m.to_address === 'sam@example.com');
    expect(sams?.text_body).toContain(`/c/${tokens.sam}`);
    // A record of what they signed: no unsubscribe link that would not stop it.
    expect(sams?.headers).toBeNull();
    // /dev/outbox lists it with a download link, to this machine only.
    const outbox = await app.request('/dev/outbox', {}, fromAddress('127.0.0.1'));
    const html = await outbox.text();
    const link = `/dev/outbox/${sams?.id}/attachments/0`;
    expect(html).toContain(link);
    const download = await app.request(link, {}, fromAddress('127.0.0.1'));
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await download.arrayBuffer()).equals(sealed)).toBe(true);
    expect((await app.request(link, {}, fromAddress('203.0.113.9'))).status).toBe(404);

    // /verify: the sealed copy, an altered one (its Keywords name the agreement), a stranger.
    const sealedAnswer = await verify({ sha256 });
    expect(sealedAnswer).toEqual({
      result: 'sealed',
      title: 'Service agreement',
      status: 'completed',
      version: 1,
      completedAt: done.completedAt,
      signers: [
        { name: 'Ada Lane', signedAt: expect.any(String) },
        { name: 'Sam Lee', signedAt: expect.any(String) },
        { name: 'Avery Stone', signedAt: expect.any(String) },
      ],
    });
    const altered = Buffer.from(sealed);
    const middle = Math.floor(altered.length / 2);
    altered.writeUInt8(altered.readUInt8(middle) ^ 1, middle);
    const alteredSha = createHash('sha256').update(altered).digest('hex');
    expect(await verify({ sha256: alteredSha, agreementId: agreement.id })).toEqual({ result: 'altered' });
    expect(await verify({ sha256: alteredSha })).toEqual({ result: 'unknown' });
    expect(await verify({ sha256: 'a'.repeat(64), agreementId: crypto.randomUUID() })).toEqual({ result: 'unknown' });
  });
});

describe('the portal page', () => {
  it('is still one SQL statement with an agreement stage, its signers and the visitor’s step', async () => {
    const { tokens } = await sentToClient(app, t.db, owner);
    const counted = countingApp(t.db);
    for (const _visit of ['first', 'second']) {
      const queries = await counted.count(async (app) => {
        const page = await ok<PortalResponse>(app.request(`/api/portal/${tokens.ada}`));
        const contract = page.stages.find((s) => s.stepType === 'agreement');
        expect(contract?.agreement?.me?.step).toBe('read');
        expect(contract?.agreement?.signers).toHaveLength(3);
        // Other stages carry no agreement.
        expect(page.stages.find((s) => s.stepType !== 'agreement')?.agreement).toBeUndefined();
      });
      expect(queries).toBe(1);
    }
  });
});

describe('/api/agreements/verify', () => {
  it('is never cached, refuses a malformed hash, and limits each address', async () => {
    const res = await app.request(
      '/api/agreements/verify',
      jsonRequest('POST', { sha256: 'b'.repeat(64) }),
      fromAddress('10.56.0.1'),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ result: 'unknown' });
    const bad = await app.request(
      '/api/agreements/verify',
      jsonRequest('POST', { sha256: 'xyz' }),
      fromAddress('10.56.0.1'),
    );
    expect(bad.status).toBe(400);
    let last = 200;
    for (let i = 0; i < 60 && last === 200; i++) {
      last = (
        await app.request(
          '/api/agreements/verify',
          jsonRequest('POST', { sha256: 'c'.repeat(64) }),
          fromAddress('10.56.0.2'),
        )
      ).status;
    }
    expect(last).toBe(200);
    const limited = await app.request(
      '/api/agreements/verify',
      jsonRequest('POST', { sha256: 'c'.repeat(64) }),
      fromAddress('10.56.0.2'),
    );
    expect(limited.status).toBe(429);
  });
});

describe('attachments over SMTP', () => {
  it('go out with the message as MIME parts', async () => {
    const smtp = await startSmtp();
    try {
      const mailer = createMailer({ db: t.db, smtpUrl: smtp.url, from: 'Bloom <hello@bloom.test>' });
      const content = Buffer.from('%PDF-1.7 sealed bytes');
      await mailer.send({
        to: 'ada@example.com',
        subject: 'Signed: Service agreement',
        text: 'Attached.',
        attachments: [{ filename: 'Service agreement (signed).pdf', contentType: 'application/pdf', content }],
      });
      const raw = smtp.received[0]?.raw ?? '';
      expect(raw).toContain('Content-Type: application/pdf');
      expect(raw).toMatch(/Content-Disposition: attachment;\s+filename="Service agreement \(signed\)\.pdf"/);
      expect(raw.replace(/\r?\n/g, '')).toContain(content.toString('base64'));
    } finally {
      await smtp.close();
    }
  });
});
