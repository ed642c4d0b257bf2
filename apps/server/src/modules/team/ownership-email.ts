import { OWNERSHIP_TRANSFER_DAYS, PRODUCT_NAME } from '@bloom/core';
import type { MailMessage } from '../../platform/mail/mailer';
import { type EmailWorkspace, renderEmail, workspaceBrand } from '../email';

/** Tells a member that the Owner wants them to take the workspace over, in its branding. */
export function ownershipTransferEmail(input: {
  to: string;
  workspace: EmailWorkspace;
  ownerName: string;
  link: string;
  origin: string;
}): MailMessage {
  const brand = workspaceBrand(input.workspace, input.origin);
  const { html, text } = renderEmail({
    brand,
    heading: `Become the owner of ${brand.name}`,
    paragraphs: [
      'Hi,',
      `${input.ownerName} wants to make you the owner of ${brand.name} on ${PRODUCT_NAME}.`,
      `As its owner you manage its billing (its subscription comes with it) and can delete it; ${input.ownerName} stays on the team as an admin.`,
      `To accept, open Team settings in ${brand.name} (switch to it first if you work in several workspaces) and confirm with your password.`,
    ],
    action: { label: 'Review the transfer', url: input.link },
    note: `The request expires in ${OWNERSHIP_TRANSFER_DAYS} days. If you do not want it, you can ignore this email.`,
    footer: [`You get this email because ${input.ownerName} asked to transfer ${brand.name} to ${input.to}.`],
  });
  return {
    to: input.to,
    subject: `${input.ownerName} wants to make you the owner of ${brand.name}`,
    text,
    html,
    ...(input.workspace.contactEmail ? { replyTo: input.workspace.contactEmail } : {}),
  };
}
