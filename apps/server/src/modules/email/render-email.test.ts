import { describe, expect, it } from 'vitest';
import { renderClientEmail } from './client-email';
import { type EmailWorkspace, workspaceBrand } from './email-brand';
import { renderEmail } from './render-email';
import { passwordResetEmail } from './templates';
import {
  clientIdFromUnsubscribeToken,
  contactUnsubscribeToken,
  subjectOfUnsubscribeToken,
  unsubscribeToken,
} from './unsubscribe-token';

const SECRET = 'unit-secret-unit-secret-unit-secret-00';
const ORIGIN = 'https://app.example.com';
const CLIENT_ID = '3f2b8c1e-7a4d-4e2f-9b6a-1c2d3e4f5a6b';

const workspace = (extra: Partial<EmailWorkspace> = {}): EmailWorkspace => ({
  name: 'Studio <script>alert(1)</script> & Co',
  logoUrl: `/api/logos/${'a'.repeat(64)}.png`,
  primaryColor: '#1d4ed8',
  contactEmail: 'hello@studio.example',
  ...extra,
});

const clientEmail = (extra: Partial<EmailWorkspace> = {}) =>
  renderClientEmail(
    {
      workspace: workspace(extra),
      client: { id: CLIENT_ID, email: 'jo@example.com' },
      subject: 'Your onboarding with Studio',
      paragraphs: ['Hi <b>Jo</b> & team,', 'Line one\nline two'],
      action: { label: 'Open <your> portal', url: 'https://app.example.com/portal/abc?x=1&y=2' },
    },
    { origin: ORIGIN, secret: SECRET },
  );

describe('renderEmail', () => {
  it("makes a paragraph's http(s) URLs links, leaving the sentence's punctuation and everything else text", () => {
    const { html } = renderEmail({
      brand: workspaceBrand(workspace(), ORIGIN),
      heading: 'Links',
      paragraphs: [
        'See https://app.example.com/clients/1?a=1&b=2. Or (https://example.com/x).',
        'Not javascript:alert(1) nor "https://e.com/"><img src=x onerror=alert(1)>',
      ],
      footer: [],
    });
    expect(html).toContain('<a href="https://app.example.com/clients/1?a=1&#38;b=2" target="_blank"');
    expect(html).toContain('>https://example.com/x</a>).');
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<a href=/g)).toHaveLength(3);
  });

  it('escapes every value in the HTML part and keeps the text part plain', () => {
    const mail = clientEmail();
    const html = mail.html ?? '';
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Jo</b>');
    expect(html).toContain('Studio &#60;script&#62;alert(1)&#60;/script&#62; &#38; Co');
    expect(html).toContain('Hi &#60;b&#62;Jo&#60;/b&#62; &#38; team,');
    expect(html).toContain('Open &#60;your&#62; portal');
    expect(html).toContain('href="https://app.example.com/portal/abc?x=1&#38;y=2"');
    expect(html).toContain('Line one<br>line two');
    // The text part has the values as they are, the link whole.
    expect(mail.text).toContain('Hi <b>Jo</b> & team,');
    expect(mail.text).toContain('Open <your> portal: https://app.example.com/portal/abc?x=1&y=2');
    expect(mail.text).toContain('Sent by Studio <script>alert(1)</script> & Co through Bloom.');
  });

  it('is a table layout at most 600 px wide with inline styles and no script or stylesheet', () => {
    const html = clientEmail().html ?? '';
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('role="presentation"');
    expect(html).toContain('max-width:600px');
    expect(html).not.toMatch(/<script|<link|<style/i);
  });

  it("brands the email with the workspace's colour, readable button text and absolute logo", () => {
    const html = clientEmail().html ?? '';
    expect(html).toContain('bgcolor="#1d4ed8"');
    expect(html).toContain('border-top:4px solid #1d4ed8');
    // White on a dark blue; near-black on a light yellow.
    expect(html).toMatch(/color:#ffffff;text-decoration:none/);
    expect(clientEmail({ primaryColor: '#fde047' }).html).toMatch(/color:#020408;text-decoration:none/);
    expect(html).toContain(`<img src="${ORIGIN}/api/logos/${'a'.repeat(64)}.png"`);
    expect(html).toContain('alt="Studio &#60;script&#62;');
  });

  it('shows the name instead of a logo that is missing or not ours, and falls back to the default colour', () => {
    expect(clientEmail({ logoUrl: null }).html).not.toContain('<img');
    expect(clientEmail({ logoUrl: 'https://evil.example/x.png' }).html).not.toContain('evil.example');
    expect(workspaceBrand(workspace({ primaryColor: 'red"><script>' }), ORIGIN).primaryColor).toBe('#14b8a6');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      renderEmail({
        brand: workspaceBrand(workspace(), ORIGIN),
        heading: 'x',
        paragraphs: [],
        action: { label: 'Go', url: 'javascript:alert(1)' },
        footer: [],
      }),
    ).toThrow();
  });
});

describe('renderClientEmail', () => {
  it("replies to the workspace's contact email, and has none without one", () => {
    const mail = clientEmail();
    expect(mail.to).toBe('jo@example.com');
    expect(mail.subject).toBe('Your onboarding with Studio');
    expect(mail.replyTo).toBe('hello@studio.example');
    expect(clientEmail({ contactEmail: null }).replyTo).toBeUndefined();
  });

  it('carries one-click List-Unsubscribe headers (RFC 8058) and a visible unsubscribe link', () => {
    const mail = clientEmail();
    const url = `${ORIGIN}/api/unsubscribe/${unsubscribeToken(CLIENT_ID, SECRET)}`;
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain('Unsubscribe from these emails');
    expect(mail.text).toContain(`Unsubscribe: ${url}`);
  });
});

describe('unsubscribe tokens', () => {
  it('name their client under the secret and nothing else', () => {
    const token = unsubscribeToken(CLIENT_ID, SECRET);
    expect(clientIdFromUnsubscribeToken(token, SECRET)).toBe(CLIENT_ID);
    expect(clientIdFromUnsubscribeToken(token, 'another-secret-another-secret-0000')).toBeNull();
    const other = '00000000-0000-4000-8000-000000000000';
    expect(clientIdFromUnsubscribeToken(`${other}.${token.split('.')[1]}`, SECRET)).toBeNull();
    for (const bad of ['', 'x', CLIENT_ID, `${CLIENT_ID}.`, `${token}x`, `${token.slice(0, -1)}`, `.${token}`]) {
      expect(clientIdFromUnsubscribeToken(bad, SECRET)).toBeNull();
    }
  });

  it("name a contact with their own kind, which never passes for a client's (or back)", () => {
    const token = contactUnsubscribeToken(CLIENT_ID, SECRET);
    expect(token.startsWith('c.')).toBe(true);
    expect(subjectOfUnsubscribeToken(token, SECRET)).toEqual({ kind: 'contact', id: CLIENT_ID });
    expect(subjectOfUnsubscribeToken(unsubscribeToken(CLIENT_ID, SECRET), SECRET)).toEqual({
      kind: 'client',
      id: CLIENT_ID,
    });
    expect(clientIdFromUnsubscribeToken(token, SECRET)).toBeNull();
    expect(subjectOfUnsubscribeToken(token.slice(2), SECRET)).toBeNull();
    expect(subjectOfUnsubscribeToken(`c.${unsubscribeToken(CLIENT_ID, SECRET)}`, SECRET)).toBeNull();
    expect(subjectOfUnsubscribeToken(token, 'another-secret-another-secret-0000')).toBeNull();
  });

  it("put the contact's in the mail to a contact", () => {
    const mail = renderClientEmail(
      {
        workspace: workspace(),
        client: { id: CLIENT_ID, email: 'sam@example.com', contactId: CLIENT_ID },
        subject: 'Hi',
        paragraphs: [],
      },
      { origin: ORIGIN, secret: SECRET },
    );
    expect(mail.headers?.['List-Unsubscribe']).toBe(
      `<${ORIGIN}/api/unsubscribe/${contactUnsubscribeToken(CLIENT_ID, SECRET)}>`,
    );
  });
});

describe('passwordResetEmail', () => {
  it('is rendered by the same layout, in Bloom’s branding, with both parts', () => {
    const mail = passwordResetEmail('a@example.com', 'Avery <Stone>', 'http://localhost:3000/reset-password?token=abc');
    expect(mail.subject).toBe('Reset your Bloom password');
    expect(mail.text).toContain('Hi Avery <Stone>,');
    expect(mail.text).toContain('Choose a new password: http://localhost:3000/reset-password?token=abc');
    expect(mail.text).toContain('The link expires in 1 hour.');
    expect(mail.html).toContain('Hi Avery &#60;Stone&#62;,');
    expect(mail.html).toContain('href="http://localhost:3000/reset-password?token=abc"');
    expect(mail.html).toContain('bgcolor="#14b8a6"');
    expect(mail.replyTo).toBeUndefined();
    expect(mail.headers).toBeUndefined();
  });
});
