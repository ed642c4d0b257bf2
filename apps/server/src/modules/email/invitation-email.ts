import { fillTemplate, type InvitationValues, PRODUCT_NAME, portalUrl, SAMPLE_INVITATION_VALUES } from '@bloom/core';
import type { MailMessage } from '../../platform/mail/mailer';
import { type EmailLinks, renderClientEmail } from './client-email';
import { type EmailWorkspace, workspaceBrand } from './email-brand';
import { renderEmail } from './render-email';

/** A template's two parts as the workspace has them (defaults filled in: email-settings.ts). */
export interface InvitationTemplate {
  subject: string;
  body: string;
}

/** The client (or one of its contacts) an invitation goes to. */
export interface InvitationClient {
  /** projects.id: the primary contact's unsubscribe link names it. */
  id: string;
  /** Another contact of the client: their own unsubscribe link names them. */
  contactId?: string;
  email: string;
  name: string;
  projectName: string;
  shareToken: string;
}

export const INVITATION_BUTTON = 'Open your portal';
export const TEST_SUBJECT_PREFIX = '[Test] ';
const TEST_NOTE =
  'This is a test of your invitation email, filled in with sample values. Your clients also get a link to unsubscribe here.';

/**
 * The template filled with `values`: the subject on one line (a value cannot add a header line),
 * the body's paragraphs split on blank lines (a single newline stays a line break).
 */
export function fillInvitation(template: InvitationTemplate, values: InvitationValues) {
  const subject = fillTemplate(template.subject, values).replace(/\s+/g, ' ').trim();
  const paragraphs = fillTemplate(template.body, values)
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  return { subject, paragraphs };
}

/**
 * The invitation to a client: the template filled with the client's values, an 'Open your portal'
 * button to their portal, in the workspace's branding, replying to its contact email, with the
 * one-click unsubscribe of every client email (modules/email/client-email.ts).
 */
export function invitationEmail(
  workspace: EmailWorkspace,
  template: InvitationTemplate,
  client: InvitationClient,
  links: EmailLinks,
): MailMessage {
  const link = portalUrl(links.portalOrigin ?? links.origin, client.shareToken);
  const { subject, paragraphs } = fillInvitation(template, {
    client_name: client.name,
    project_name: client.projectName,
    link,
    workspace_name: workspaceBrand(workspace, links.origin).name,
  });
  return renderClientEmail(
    {
      workspace,
      client: { id: client.id, email: client.email, contactId: client.contactId },
      subject,
      paragraphs,
      action: { label: INVITATION_BUTTON, url: link },
    },
    links,
  );
}

/**
 * 'Send test email': the template as the owner is editing it, filled with the sample values and
 * the workspace's real name, to the owner. Marked as a test in the subject; no unsubscribe link
 * (the owner is not a client), a note in its place says the client's email has one.
 */
export function testInvitationEmail(
  workspace: EmailWorkspace,
  template: InvitationTemplate,
  to: string,
  origin: string,
): MailMessage {
  const brand = workspaceBrand(workspace, origin);
  const { subject, paragraphs } = fillInvitation(template, { ...SAMPLE_INVITATION_VALUES, workspace_name: brand.name });
  const { html, text } = renderEmail({
    brand,
    heading: subject,
    paragraphs,
    action: { label: INVITATION_BUTTON, url: SAMPLE_INVITATION_VALUES.link },
    footer: [`Sent by ${brand.name} through ${PRODUCT_NAME}.`, TEST_NOTE],
  });
  return {
    to,
    subject: `${TEST_SUBJECT_PREFIX}${subject}`,
    text,
    html,
    ...(workspace.contactEmail ? { replyTo: workspace.contactEmail } : {}),
  };
}
