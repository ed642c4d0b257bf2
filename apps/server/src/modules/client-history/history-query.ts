import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** One event of a client's history as the statement answers it (toHistoryItem makes the item). */
export interface HistoryRow {
  id: string;
  at: Date;
  at_key: string;
  kind: string;
  actor_type: string;
  actor_name: string | null;
  subject: string | null;
}

/** A stable id for an event that has no row of its own (a column of `projects` or a contact). */
const derivedId = (tag: string, column: string) => sql.raw(`md5('${tag}:' || ${column})::uuid`);

/**
 * The client's history, newest first on (time, id), composed on read in ONE statement from the
 * tables that already record each thing (nothing is written for it). Every branch starts from
 * the client's own rows (project_id indexes, or the primary key of the row it hangs on), so no
 * other client's rows are read. Items with no uuid row of their own (a column of `projects`, an
 * agreement event's serial id) get a stable derived uuid, so the keyset cursor stays exact.
 */
export async function readHistory(
  db: Kysely<Database>,
  projectId: string,
  after: { createdAt: string; id: string } | null,
  limit: number,
): Promise<HistoryRow[]> {
  const { rows } = await sql<HistoryRow>`
    WITH p AS (SELECT id, created_at, client_name, portal_first_opened_at, completed_at
               FROM projects WHERE id = ${projectId}::uuid),
    tw AS (
      SELECT e.id, e.created_at, e.publish_permission,
             coalesce(t.contact_name, t.client_name) AS author, t.contact_id,
             lag(e.publish_permission) OVER (PARTITION BY e.testimonial_id ORDER BY e.created_at, e.id) AS before,
             row_number() OVER (PARTITION BY e.testimonial_id ORDER BY e.created_at, e.id) AS n
      FROM testimonials t JOIN testimonial_events e ON e.testimonial_id = t.id
      WHERE t.project_id = ${projectId}::uuid AND e.action IN ('submitted', 'edited')
    ),
    h AS (
      SELECT p.id, p.created_at AS at, 'client.created' AS kind, 'system' AS actor_type,
             NULL::text AS actor_name, NULL::text AS subject FROM p
      UNION ALL
      SELECT ${derivedId('opened', 'p.id')}, p.portal_first_opened_at, 'portal.opened', 'client', p.client_name, NULL
      FROM p WHERE p.portal_first_opened_at IS NOT NULL
      UNION ALL
      SELECT ${derivedId('completed', 'p.id')}, p.completed_at, 'journey.completed', 'client', p.client_name, NULL
      FROM p WHERE p.completed_at IS NOT NULL
      UNION ALL
      SELECT ${derivedId('invited', 'c.id')}, c.invitation_sent_at, 'invitation.sent', 'system', NULL, c.name
      FROM client_contacts c WHERE c.project_id = ${projectId}::uuid AND c.invitation_sent_at IS NOT NULL
      UNION ALL
      SELECT ${derivedId('unsubscribed', 'c.id')}, c.email_unsubscribed_at, 'email.unsubscribed', 'contact', c.name, NULL
      FROM client_contacts c WHERE c.project_id = ${projectId}::uuid AND c.email_unsubscribed_at IS NOT NULL
      UNION ALL
      SELECT ${derivedId('bounced', 'c.id')}, c.email_bounced_at, 'email.bounced', 'system', NULL, c.name
      FROM client_contacts c WHERE c.project_id = ${projectId}::uuid AND c.email_bounced_at IS NOT NULL
      UNION ALL
      SELECT f.id, f.submitted_at, 'submission.submitted',
             CASE WHEN f.submitted_by_contact_name IS NULL THEN 'client' ELSE 'contact' END,
             coalesce(f.submitted_by_contact_name, p.client_name), s.name
      FROM form_submissions f CROSS JOIN p LEFT JOIN flow_steps s ON s.id = f.step_id
      -- A testimonial stage's submission is the testimonial, listed from its own events.
      WHERE f.project_id = ${projectId}::uuid AND f.status <> 'draft' AND s.step_type IS DISTINCT FROM 'testimonial'
      UNION ALL
      SELECT e.id, e.created_at,
             CASE e.action WHEN 'resubmitted' THEN 'submission.resubmitted'
                           WHEN 'reviewed' THEN 'submission.reviewed' ELSE 'submission.sent_back' END,
             CASE WHEN e.action <> 'resubmitted' THEN 'member' WHEN e.contact_id IS NULL THEN 'client' ELSE 'contact' END,
             CASE WHEN e.action = 'resubmitted' THEN coalesce(e.actor_name, f.submitted_by_contact_name) ELSE e.actor_name END,
             s.name
      FROM form_submissions f JOIN submission_events e ON e.submission_id = f.id
      LEFT JOIN flow_steps s ON s.id = f.step_id
      WHERE f.project_id = ${projectId}::uuid
      UNION ALL
      SELECT tw.id, tw.created_at, CASE WHEN tw.n = 1 THEN 'testimonial.given' ELSE 'testimonial.edited' END,
             CASE WHEN tw.contact_id IS NULL THEN 'client' ELSE 'contact' END, tw.author, NULL
      FROM tw
      UNION ALL
      SELECT ${derivedId('permission', 'tw.id')}, tw.created_at,
             CASE WHEN tw.publish_permission THEN 'testimonial.permission_given' ELSE 'testimonial.permission_withdrawn' END,
             CASE WHEN tw.contact_id IS NULL THEN 'client' ELSE 'contact' END, tw.author, NULL
      FROM tw WHERE (tw.publish_permission AND (tw.n = 1 OR NOT tw.before))
                 OR (NOT tw.publish_permission AND tw.n > 1 AND tw.before)
      UNION ALL
      SELECT e.id, e.created_at, 'testimonial.' || e.action, 'member', e.actor_name, NULL
      FROM testimonials t JOIN testimonial_events e ON e.testimonial_id = t.id
      WHERE t.project_id = ${projectId}::uuid AND e.action IN ('approved', 'rejected')
      UNION ALL
      SELECT ${derivedId('agreement', 'e.id')}, e.at, 'agreement.' || e.kind,
             CASE WHEN s.kind IS NOT NULL THEN s.kind WHEN e.kind = 'completed' THEN 'system' ELSE 'member' END,
             e.actor, a.title
      FROM agreements a JOIN agreement_events e ON e.agreement_id = a.id
      LEFT JOIN agreement_signers s ON s.id = e.signer_id
      WHERE a.project_id = ${projectId}::uuid
        AND e.kind IN ('sent', 'viewed', 'consent_given', 'signed', 'countersigned', 'declined', 'completed', 'voided')
      UNION ALL
      SELECT i.id, i.issued_at, 'invoice.issued', 'system', NULL, i.number
      FROM invoices i WHERE i.project_id = ${projectId}::uuid
      UNION ALL
      SELECT ${derivedId('paid', 'i.id')}, i.paid_at, 'invoice.paid', 'client', p.client_name, i.number
      FROM invoices i CROSS JOIN p WHERE i.project_id = ${projectId}::uuid AND i.paid_at IS NOT NULL
      UNION ALL
      SELECT n.id, n.created_at, 'invoice.refunded', 'system', NULL, i.number
      FROM invoices i JOIN credit_notes n ON n.invoice_id = i.id WHERE i.project_id = ${projectId}::uuid
      UNION ALL
      SELECT x.id, x.erased_at, 'client.erased', 'member', x.erased_by_name, NULL
      FROM client_erasures x WHERE x.project_id = ${projectId}::uuid
    )
    SELECT h.id::text AS id, h.at, to_char(h.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at_key,
           h.kind, h.actor_type, h.actor_name, h.subject
    FROM h
    WHERE ${after === null ? sql`true` : sql`(h.at, h.id) < (${after?.createdAt}::timestamptz, ${after?.id}::uuid)`}
    ORDER BY h.at DESC, h.id DESC
    LIMIT ${limit + 1}`.execute(db);
  return rows;
}
