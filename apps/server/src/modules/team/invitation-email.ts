import { type GrantableRole, INVITATION_DAYS, PRODUCT_NAME, ROLE_LABELS } from '@bloom/core';
import type { MailMessage } from '../../platform/mail/mailer';
import { type EmailWorkspace, renderEmail, workspaceBrand } from '../email';

/** The email that invites a person into a workspace's team, in the workspace's branding. */
export function teamInvitationEmail(input: {
  to: string;
  workspace: EmailWorkspace;
  inviterName: string;
  role: GrantableRole;
  link: string;
  origin: string;
}): MailMessage {
  const brand = workspaceBrand(input.workspace, input.origin);
  const role = ROLE_LABELS[input.role];
  const { html, text } = renderEmail({
    brand,
    heading: `Join ${brand.name} on ${PRODUCT_NAME}`,
    paragraphs: [
      'Hi,',
      `${input.inviterName} invited you to join the team of ${brand.name} as ${role === 'Admin' ? 'an' : 'a'} ${role}.`,
    ],
    action: { label: 'Accept invitation', url: input.link },
    note: `The link works once and expires in ${INVITATION_DAYS} days. If you did not expect it, you can ignore this email.`,
    footer: [
      `You get this email because ${input.inviterName} invited ${input.to} to ${brand.name} on ${PRODUCT_NAME}.`,
    ],
  });
  return {
    to: input.to,
    subject: `${input.inviterName} invited you to ${brand.name} on ${PRODUCT_NAME}`,
    text,
    html,
    ...(input.workspace.contactEmail ? { replyTo: input.workspace.contactEmail } : {}),
  };
}
