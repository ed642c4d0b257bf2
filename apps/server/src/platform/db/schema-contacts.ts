import type { ColumnType, Generated } from 'kysely';

/** A client's contacts (migration 018), kept beside schema.ts, which lists them in `Database`. */
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * One person on the client's side. The primary's row mirrors `projects` (client_name, client_email,
 * share_token and the email state) through a trigger: write those on `projects`, never here.
 */
export interface ClientContactsTable {
  id: Generated<string>;
  project_id: string;
  name: string;
  email: string | null;
  role: string | null;
  is_primary: Generated<boolean>;
  share_token: string;
  invitation_queued_at: NullableTimestamp;
  invitation_sent_at: NullableTimestamp;
  email_unsubscribed_at: NullableTimestamp;
  email_bounced_at: NullableTimestamp;
  email_bounce_reason: string | null;
  last_reminder_at: NullableTimestamp;
  portal_last_seen_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
