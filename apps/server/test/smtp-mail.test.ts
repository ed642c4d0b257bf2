import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/email/mailer';
import { appOn, createTestApp, jsonRequest, signUpOwner, type TestApp } from './helpers/test-app';

interface Received {
  from: string;
  to: string[];
  data: string;
}

let t: TestApp;
let smtp: SMTPServer;
let smtpUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // A real SMTP server on loopback: nodemailer speaks the real protocol to it.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

describe('mail over SMTP', () => {
  it('sends the reset email through SMTP_URL and keeps nothing in the outbox', async () => {
    const app = appOn(t.db, { mailer: createMailer({ db: t.db, smtpUrl, from: 'Bloom <hello@bloom.test>' }) });
    const { email } = await signUpOwner(t.app);

    const res = await app.request('/api/auth/request-password-reset', jsonRequest('POST', { email }));
    expect(res.status).toBe(200);

    const mail = received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail?.from).toBe('hello@bloom.test');
    expect(mail?.data).toContain('Subject: Reset your Bloom password');
    // The body is quoted-printable: undo soft line breaks and =3D before looking for the link.
    const body = (mail?.data ?? '').replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(body).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[\w-]+/);
    const outbox = await t.db.selectFrom('outbox').select('id').where('to_address', '=', email).execute();
    expect(outbox).toHaveLength(0);
  });
});
