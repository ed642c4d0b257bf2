import { PRODUCT_NAME } from '@bloom/core';
import type { MailMessage } from '../../platform/mail/mailer';
import { BLOOM_BRAND } from './email-brand';
import { renderEmail } from './render-email';

export function passwordResetEmail(to: string, name: string, link: string): MailMessage {
  const { html, text } = renderEmail({
    brand: BLOOM_BRAND,
    heading: 'Reset your password',
    paragraphs: [
      name ? `Hi ${name},` : 'Hi,',
      `We received a request to reset your ${PRODUCT_NAME} password. Open this link to choose a new one:`,
    ],
    action: { label: 'Choose a new password', url: link },
    note: 'The link expires in 1 hour. If you did not ask for this, you can ignore this email.',
    footer: [`You get this email because someone asked to reset the password of your ${PRODUCT_NAME} account.`],
  });
  return { to, subject: `Reset your ${PRODUCT_NAME} password`, text, html };
}
