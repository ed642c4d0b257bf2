import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderClientEmail } from '../src/modules/email/client-email';
import { createMailer } from '../src/platform/mail/mailer';
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

  it("sends a client's email with its Reply-To, one-click List-Unsubscribe headers and both parts", async () => {
    const mailer = createMailer({ db: t.db, smtpUrl, from: 'Bloom <hello@bloom.test>' });
    await mailer.send(
      renderClientEmail(
        {
          workspace: { name: 'Studio', logoUrl: null, primaryColor: '#1d4ed8', contactEmail: 'owner@studio.test' },
          client: { id: '3f2b8c1e-7a4d-4e2f-9b6a-1c2d3e4f5a6b', email: 'client@example.com' },
          subject: 'Your onboarding',
          paragraphs: ['Hi Jo,'],
          action: { label: 'Open your portal', url: 'https://app.example.com/portal/abc' },
        },
        { origin: 'https://app.example.com', secret: 'test-secret-test-secret-test-secret-00' },
      ),
    );
    const mail = received.find((m) => m.to.includes('client@example.com'));
    const data = (mail?.data ?? '')
      .replace(/=\r\n/g, '')
      .replace(/=3D/g, '=')
      .replace(/\r\n\s+/g, ' ');
    expect(data).toContain('Reply-To: owner@studio.test');
    expect(data).toMatch(/List-Unsubscribe: <https:\/\/app\.example\.com\/api\/unsubscribe\/3f2b8c1e-[\w.-]+>/);
    expect(data).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(data).toContain('Content-Type: text/plain');
    expect(data).toContain('Content-Type: text/html');
  });
});
