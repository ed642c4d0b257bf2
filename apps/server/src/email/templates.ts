import { PRODUCT_NAME } from '@bloom/core';
import { escapeHtml } from '../http/escape-html';
import type { MailMessage } from './mailer';

export function passwordResetEmail(to: string, name: string, link: string): MailMessage {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `${greeting}\n\nWe received a request to reset your ${PRODUCT_NAME} password. Open this link to choose a new one:\n\n${link}\n\nThe link expires in 1 hour. If you did not ask for this, you can ignore this email.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>We received a request to reset your ${PRODUCT_NAME} password.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>The link expires in 1 hour. If you did not ask for this, you can ignore this email.</p>`,
  };
}
