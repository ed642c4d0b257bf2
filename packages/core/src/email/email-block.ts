import type { ClientEmailStatus } from './email-schemas';

/** What decides whether a client can be emailed: their row's address, opt-out, bounce and status. */
export interface EmailBlockRow {
  client_email: string | null;
  email_unsubscribed_at: Date | null;
  email_bounced_at: Date | null;
  status: string;
}

/** Why no email can go to the client now (the same order as the reminder's stop rules); null when it can. */
export function emailBlock(row: EmailBlockRow): ClientEmailStatus['blockedBy'] {
  if (!row.client_email) return 'no-email';
  if (row.email_unsubscribed_at) return 'unsubscribed';
  if (row.email_bounced_at) return 'bouncing';
  if (row.status === 'archived') return 'archived';
  return null;
}
