// `node --import tsx scripts/email-previews.ts [outDir]`: renders every email Bloom sends with
// sample values, through the same functions the server uses, and screenshots each HTML part in
// Chromium at 600 px (a desktop mail client's column) and 390 px (a phone). For looking at, not a
// test: the screenshots land in docs/screenshots/issue-20/emails unless another folder is given.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DEFAULT_INVITATION_BODY, DEFAULT_INVITATION_SUBJECT, reminderEmailCopy } from '@bloom/core';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { renderClientEmail } from '../apps/server/src/modules/email/client-email';
import type { EmailWorkspace } from '../apps/server/src/modules/email/email-brand';
import { invitationEmail, testInvitationEmail } from '../apps/server/src/modules/email/invitation-email';
import { passwordResetEmail } from '../apps/server/src/modules/email/templates';
import { ownerNotificationEmail } from '../apps/server/src/modules/notifications/owner-notification-email';
import { weeklySummaryEmail } from '../apps/server/src/modules/notifications/weekly-summary-email';
import type { MailMessage } from '../apps/server/src/platform/mail/mailer';
import { findChromium } from './find-chromium.mjs';

const outDir = path.resolve(process.argv[2] ?? 'docs/screenshots/issue-20/emails');
const SECRET = 'preview-secret-preview-secret-preview-00';
const CLIENT = '3f2b8c1e-7a4d-4e2f-9b6a-1c2d3e4f5a6b';

/** A logo served on loopback, as /api/logos/... would be: the emails load it by absolute URL. */
async function logoServer() {
  const png = await sharp({ create: { width: 240, height: 80, channels: 4, background: '#00000000' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><circle cx="40" cy="40" r="30" fill="#7c3aed"/><text x="84" y="52" font-family="Arial" font-size="34" font-weight="700" fill="#3b0764">Lumen</text></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(png);
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

function messages(origin: string): Record<string, MailMessage> {
  const studio: EmailWorkspace = {
    name: 'Lumen Studio',
    logoUrl: `/api/logos/${'a'.repeat(64)}.png`,
    primaryColor: '#7c3aed',
    contactEmail: 'hello@lumen.studio',
  };
  const plain: EmailWorkspace = { ...studio, name: 'Harbor & Pine Law', logoUrl: null, primaryColor: '#0f766e' };
  const links = { origin, secret: SECRET };
  const client = {
    id: CLIENT,
    email: 'jordan@example.com',
    name: 'Jordan Lee',
    projectName: 'Website redesign',
    shareToken: 'k3J9x2PqLm7Rt5Vw8Yz1Ab',
  };
  const template = { subject: DEFAULT_INVITATION_SUBJECT, body: DEFAULT_INVITATION_BODY };
  const reminder = (workspace: EmailWorkspace, stages: { name: string; sentBack: boolean }[]) => {
    const copy = reminderEmailCopy({
      clientName: client.name,
      projectName: client.projectName,
      workspaceName: workspace.name,
      stages,
    });
    return renderClientEmail(
      {
        workspace,
        client: { id: CLIENT, email: client.email },
        subject: copy.subject,
        heading: copy.heading,
        paragraphs: copy.paragraphs,
        action: { label: copy.actionLabel, url: `${origin}/c/${client.shareToken}` },
      },
      links,
    );
  };
  const monday = new Date('2026-11-23T13:00:00Z');
  const days = (n: number) => new Date(monday.getTime() - n * 86_400_000);
  return {
    invitation: invitationEmail(studio, template, client, links),
    'invitation-no-logo': invitationEmail(plain, template, client, links),
    'test-invitation': testInvitationEmail(studio, template, 'owner@lumen.studio', origin),
    reminder: reminder(studio, [{ name: 'Brand questionnaire', sentBack: false }]),
    'reminder-several': reminder(plain, [
      { name: 'Intake form', sentBack: true },
      { name: 'Upload your documents', sentBack: false },
    ]),
    'owner-notification': ownerNotificationEmail(
      {
        to: { email: 'owner@lumen.studio', role: 'owner', assigned: false },
        workspace: studio,
        client: { id: CLIENT, name: client.name, projectName: client.projectName },
        events: [{ kind: 'submission', stageName: 'Brand questionnaire' }],
      },
      origin,
    ),
    'owner-notification-grouped': ownerNotificationEmail(
      {
        to: { email: 'member@lumen.studio', role: 'member', assigned: true },
        workspace: studio,
        client: { id: CLIENT, name: client.name, projectName: client.projectName },
        events: [
          { kind: 'submission', stageName: 'Brand questionnaire' },
          { kind: 'milestone', stageName: 'First concepts' },
          { kind: 'testimonial', stageName: 'Share your experience' },
        ],
      },
      origin,
    ),
    'weekly-summary': weeklySummaryEmail(
      {
        to: 'owner@lumen.studio',
        workspace: studio,
        timeZone: 'America/New_York',
        week: { monday: '2026-11-23', start: days(7), end: monday },
        now: monday,
        activity: {
          submissions: {
            total: 3,
            items: [
              { id: '1', clientName: 'Jordan Lee', stageName: 'Brand questionnaire' },
              { id: '2', clientName: 'Amélie Dubois', stageName: 'Intake form' },
              { id: '3', clientName: 'Sam Okafor', stageName: 'Content upload' },
            ],
          },
          testimonials: { total: 1, items: [{ id: '4', clientName: 'Priya Raman', rating: 5 }] },
          finished: { total: 1, items: [{ id: '5', clientName: 'Priya Raman', projectName: 'Logo refresh' }] },
          waiting: [
            { id: '6', clientName: 'Noah Fischer', stageName: 'Contract review', since: days(12) },
            { id: '7', clientName: 'Lea Marin', stageName: 'Photo selection', since: days(5) },
          ],
        },
      },
      origin,
    ),
    'password-reset': passwordResetEmail('owner@lumen.studio', 'Avery', `${origin}/reset-password?token=sample-token`),
  };
}

async function main() {
  const logo = await logoServer();
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
  mkdirSync(outDir, { recursive: true });
  try {
    for (const [name, message] of Object.entries(messages(logo.origin))) {
      writeFileSync(path.join(outDir, `${name}.txt`), `Subject: ${message.subject}\n\n${message.text}`);
      for (const width of [600, 390]) {
        const page = await browser.newPage({ viewport: { width, height: 800 } });
        await page.setContent(message.html ?? '', { waitUntil: 'load' });
        await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true });
        await page.close();
      }
      console.log(`${name}: ${message.subject}`);
    }
  } finally {
    await browser.close();
    logo.close();
  }
}

await main();
