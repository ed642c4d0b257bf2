import { can, type OwnerNotificationKind } from '@bloom/core';
import type { MailMessage } from '../../platform/mail/mailer';
import { type EmailWorkspace, renderEmail, workspaceBrand } from '../email';
import { NOTIFICATION_COPY as C } from './notification-copy';
import type { NotificationRecipient } from './notification-recipients';

export interface OwnerNotificationEmail {
  /** A member's account email, their role and why they hear of this client. */
  to: NotificationRecipient;
  workspace: EmailWorkspace;
  client: { id: string; name: string; projectName: string };
  /** Oldest first; at least one. */
  events: readonly { kind: OwnerNotificationKind; stageName: string }[];
}

/** A page of the app, absolute on `origin` (the links of mail sent by jobs). */
export const appLink = (origin: string, path: string) => new URL(path, origin).toString();

/**
 * A member's email about one client: the one event as its subject ("Jordan Lee submitted
 * Intake"), or "3 updates from Jordan Lee" with each event as a line, and a button to the
 * client's page. In the workspace's branding, like the portal the client used.
 */
export function ownerNotificationEmail(email: OwnerNotificationEmail, origin: string): MailMessage {
  const { client, events } = email;
  const [first] = events;
  if (!first) throw new Error('An owner notification needs at least one event');
  const subject =
    events.length === 1 ? C.single[first.kind](client.name, first.stageName) : C.several(events.length, client.name);
  const { html, text } = renderEmail({
    brand: workspaceBrand(email.workspace, origin),
    heading: subject,
    paragraphs: [
      C.intro(client.name, client.projectName),
      events.map((e) => `• ${C.line[e.kind](e.stageName)}`).join('\n'),
    ],
    action: { label: C.openClient(client.name), url: appLink(origin, `/clients/${client.id}`) },
    footer: [
      email.to.assigned ? C.whyAssigned(client.name) : C.whyUnassigned(client.name),
      can(email.to.role, 'settings.manage') ? C.footer(appLink(origin, '/settings/notifications')) : C.memberFooter,
    ],
  });
  return { to: email.to.email, subject, text, html };
}
