import { DEFAULT_INVITATION_BODY, DEFAULT_INVITATION_SUBJECT, SAMPLE_INVITATION_VALUES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import type { EmailWorkspace } from './email-brand';
import { fillInvitation, INVITATION_BUTTON, invitationEmail, testInvitationEmail } from './invitation-email';
import { clientIdFromUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'unit-secret-unit-secret-unit-secret-00';
const ORIGIN = 'https://app.example.com';
const CLIENT_ID = '3f2b8c1e-7a4d-4e2f-9b6a-1c2d3e4f5a6b';
const defaults = { subject: DEFAULT_INVITATION_SUBJECT, body: DEFAULT_INVITATION_BODY };

const workspace: EmailWorkspace = {
  name: 'Studio & "Co"',
  logoUrl: `/api/logos/${'b'.repeat(64)}.png`,
  primaryColor: '#0f766e',
  contactEmail: 'hello@studio.example',
};
const client = {
  id: CLIENT_ID,
  email: 'jo@example.com',
  name: '<script>alert(1)</script> Jo',
  projectName: 'Logo & <b>brand</b>',
  shareToken: 'tok_abc-123',
};
const LINK = `${ORIGIN}/c/tok_abc-123`;

describe('fillInvitation', () => {
  it('splits the body into paragraphs on blank lines and keeps single newlines as line breaks', () => {
    const { paragraphs } = fillInvitation(
      { subject: 'x', body: '  Hi {{client_name}},\n\n\nLine one\nline two\n \t\n{{link}}  \n\n' },
      { ...SAMPLE_INVITATION_VALUES, workspace_name: 'Studio' },
    );
    expect(paragraphs).toEqual(['Hi Jordan Lee,', 'Line one\nline two', SAMPLE_INVITATION_VALUES.link]);
  });

  it('keeps the subject on one line whatever the values hold', () => {
    const { subject } = fillInvitation(
      { subject: '{{client_name}}: {{project_name}}', body: '{{link}}' },
      { client_name: 'Jo\r\nBcc: evil@example.com', project_name: ' Site ', link: LINK, workspace_name: 'S' },
    );
    expect(subject).toBe('Jo Bcc: evil@example.com: Site');
  });
});

describe('invitationEmail', () => {
  const mail = invitationEmail(workspace, defaults, client, { origin: ORIGIN, secret: SECRET });
  const html = mail.html ?? '';

  it('goes to the client with the filled subject, replying to the workspace', () => {
    expect(mail.to).toBe('jo@example.com');
    expect(mail.subject).toBe('Studio & "Co": your client portal for Logo & <b>brand</b>');
    expect(mail.replyTo).toBe('hello@studio.example');
  });

  it('escapes every value in the HTML part', () => {
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>brand</b>');
    expect(html).toContain('Hi &#60;script&#62;alert(1)&#60;/script&#62; Jo,');
    expect(html).toContain('Logo &#38; &#60;b&#62;brand&#60;/b&#62;');
    expect(html).toContain('Studio &#38; &#34;Co&#34;');
  });

  it('has the portal button in the brand colour, and the workspace logo', () => {
    expect(html).toContain(`href="${LINK}"`);
    expect(html).toContain(`>${INVITATION_BUTTON}</a>`);
    expect(html).toContain('bgcolor="#0f766e"');
    expect(html).toContain(`src="${ORIGIN}/api/logos/${'b'.repeat(64)}.png"`);
  });

  it('has a plain-text part with the values as written, the link and the button as a line', () => {
    expect(mail.text).toContain('Hi <script>alert(1)</script> Jo,');
    expect(mail.text).toContain(`Open your portal: ${LINK}`);
    expect(mail.text).toContain(`${INVITATION_BUTTON}: ${LINK}`);
    expect(mail.text).not.toContain('{{');
    expect(mail.text).not.toMatch(/<(p|a|table|br)\b/);
  });

  it('carries the one-click unsubscribe headers and the visible link, naming this client', () => {
    const header = mail.headers?.['List-Unsubscribe'] ?? '';
    const url = /^<(https:\/\/app\.example\.com\/api\/unsubscribe\/([^>]+))>$/.exec(header);
    expect(url).not.toBeNull();
    expect(clientIdFromUnsubscribeToken(url?.[2] ?? '', SECRET)).toBe(CLIENT_ID);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`Unsubscribe: ${url?.[1]}`);
    expect(html).toContain(`href="${url?.[1]}"`);
  });

  it('fills an edited template, paragraphs and all', () => {
    const edited = invitationEmail(
      workspace,
      { subject: 'Hello {{ client_name }}', body: 'Welcome!\n\nStart here: {{link}}\n\nThanks,\n{{workspace_name}}' },
      { ...client, name: 'Jo' },
      { origin: ORIGIN, secret: SECRET },
    );
    expect(edited.subject).toBe('Hello Jo');
    expect(edited.text).toContain(`Welcome!\n\nStart here: ${LINK}\n\nThanks,\nStudio & "Co"\n`);
    expect(edited.html).toContain('Thanks,<br>Studio &#38; &#34;Co&#34;');
  });

  it('names the product for a workspace without a name', () => {
    const unnamed = invitationEmail({ ...workspace, name: '  ' }, defaults, client, { origin: ORIGIN, secret: SECRET });
    expect(unnamed.subject).toBe('Bloom: your client portal for Logo & <b>brand</b>');
  });
});

describe('testInvitationEmail', () => {
  const mail = testInvitationEmail(workspace, defaults, 'owner@studio.example', ORIGIN);

  it('goes to the owner, marked as a test, with the sample values and the real workspace name', () => {
    expect(mail.to).toBe('owner@studio.example');
    expect(mail.subject).toBe('[Test] Studio & "Co": your client portal for Website redesign');
    expect(mail.text).toContain('Hi Jordan Lee,');
    expect(mail.text).toContain(`Open your portal: ${SAMPLE_INVITATION_VALUES.link}`);
    expect(mail.html).toContain(`href="${SAMPLE_INVITATION_VALUES.link}"`);
    expect(mail.html).toContain('Studio &#38; &#34;Co&#34;');
    expect(mail.text).toContain('This is a test of your invitation email');
  });

  it('has no unsubscribe headers: the owner is not a client', () => {
    expect(mail.headers).toBeUndefined();
    expect(mail.text).not.toContain('Unsubscribe:');
  });
});
