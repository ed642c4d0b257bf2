import { PRODUCT_NAME, WORKSPACE_EXPORT_DAYS } from '@bloom/core';
import type { MailMessage } from '../../platform/mail/mailer';
import { BLOOM_BRAND, renderEmail } from '../email';

/** Tells the Owner their workspace export is ready, with a link to the page that downloads it. */
export function exportReadyEmail(input: {
  to: string;
  workspaceName: string;
  link: string;
  expiresAt: Date;
}): MailMessage {
  const until = input.expiresAt.toUTCString().slice(0, 16);
  const { html, text } = renderEmail({
    brand: BLOOM_BRAND,
    heading: 'Your workspace export is ready',
    paragraphs: [
      'Hi,',
      `The export of ${input.workspaceName || 'your workspace'} you asked for is ready: one zip with every table, file, logo and signed document of the workspace.`,
      `Download it from your account settings. The link is valid for ${WORKSPACE_EXPORT_DAYS} days, until ${until}.`,
    ],
    action: { label: 'Download the export', url: input.link },
    note: 'Only the workspace Owner, signed in, can download it.',
    footer: [`You get this email because you asked ${PRODUCT_NAME} to export your workspace.`],
  });
  return { to: input.to, subject: 'Your workspace export is ready', text, html };
}
