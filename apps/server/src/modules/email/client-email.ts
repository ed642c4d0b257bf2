import { PRODUCT_NAME } from '@bloom/core';
import type { MailMessage } from '../../platform/mail/mailer';
import { type EmailWorkspace, workspaceBrand } from './email-brand';
import { renderEmail } from './render-email';
import { unsubscribeUrl } from './unsubscribe-token';

export interface EmailClient {
  /** The client's id (projects.id): the primary contact's unsubscribe link names it. */
  id: string;
  email: string;
  /** Another contact of the client (not the primary): their own unsubscribe link names them. */
  contactId?: string;
}

export interface ClientEmail {
  workspace: EmailWorkspace;
  client: EmailClient;
  subject: string;
  /** The card's heading; defaults to the subject. */
  heading?: string;
  /** Plain text; a newline is a line break. */
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  preheader?: string;
  /**
   * A record of a transaction the person takes part in (a signing code they asked for, the signed
   * agreement), which goes even when they unsubscribed: this footer line says why it came, and it
   * carries no unsubscribe link, which would not stop it.
   */
  record?: { reason: string };
}

export interface EmailLinks {
  /** PUBLIC_URL, or the request's origin (platform/http/link-origin.ts): links and the logo are built on it. */
  origin: string;
  /** AUTH_SECRET: signs the unsubscribe link. */
  secret: string;
  /** The workspace's portal origin (its portal domain, docs/product.md#portal-domains); `origin` when unset. */
  portalOrigin?: string;
}

/**
 * An email from a workspace to one of its clients (invitations, reminders): in the workspace's
 * branding, replies to its contact email, and unsubscribable in one click (RFC 8058) and by the
 * footer's link, which stops mail to this person only (the primary, or `client.contactId`).
 */
export function renderClientEmail(email: ClientEmail, links: EmailLinks): MailMessage {
  const brand = workspaceBrand(email.workspace, links.origin);
  const unsubscribe = email.record
    ? undefined
    : unsubscribeUrl(links.origin, email.client.id, links.secret, email.client.contactId);
  const { html, text } = renderEmail({
    brand,
    preheader: email.preheader,
    heading: email.heading ?? email.subject,
    paragraphs: email.paragraphs,
    action: email.action,
    footer: [`Sent by ${brand.name} through ${PRODUCT_NAME}.`, ...(email.record ? [email.record.reason] : [])],
    ...(unsubscribe ? { unsubscribeUrl: unsubscribe } : {}),
  });
  return {
    to: email.client.email,
    subject: email.subject,
    text,
    html,
    ...(email.workspace.contactEmail ? { replyTo: email.workspace.contactEmail } : {}),
    ...(unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
