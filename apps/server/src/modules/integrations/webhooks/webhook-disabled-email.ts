import { PRODUCT_NAME } from '@bloom/core';
import type { MailMessage } from '../../../platform/mail/mailer';
import { BLOOM_BRAND, renderEmail } from '../../email';

export const WEBHOOK_SETTINGS_PATH = '/settings/integrations/webhooks';

export const WEBHOOK_DISABLED_COPY = {
  subject: (host: string) => `Your webhook to ${host} was turned off`,
  intro: (url: string) => `${PRODUCT_NAME} stopped sending events to ${url}.`,
  after:
    'New events are not sent to it until you turn it back on. Deliveries that failed stay in its log for 30 days, and you can resend them from there.',
  action: 'Review the endpoint',
  footer: 'You get this email because webhooks are set up in your workspace.',
} as const;
const C = WEBHOOK_DISABLED_COPY;

/** The host an owner recognises their endpoint by. */
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Tells the owner an endpoint was turned off by its deliveries, why, and where to turn it on again. */
export function webhookDisabledEmail(to: string, endpointUrl: string, reason: string, origin: string): MailMessage {
  const subject = C.subject(hostOf(endpointUrl));
  const { html, text } = renderEmail({
    brand: BLOOM_BRAND,
    heading: subject,
    paragraphs: [C.intro(endpointUrl), reason, C.after],
    action: { label: C.action, url: new URL(WEBHOOK_SETTINGS_PATH, origin).toString() },
    footer: [C.footer],
  });
  return { to, subject, text, html };
}
