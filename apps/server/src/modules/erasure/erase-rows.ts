import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';

const count = (res: { numDeletedRows: bigint } | { numUpdatedRows: bigint }) =>
  Number('numDeletedRows' in res ? res.numDeletedRows : res.numUpdatedRows);

/**
 * Deletes what the client said, sent and signed, and what was made for them alone: answers (with
 * their review history), uploaded files' rows, deliverables (with items and reviews), testimonials
 * (with their history; the publish version moves by trigger, so the widget and wall caches drop
 * them), agreements (signers, signatures and evidence), notifications, reminders and due dates,
 * the contacts but the primary, and who was assigned. The stored files go by the caller's queue.
 */
export async function deleteClientRows(trx: Kysely<Database>, clientId: string) {
  const del = async (table: DeletableTable) =>
    count(await trx.deleteFrom(table).where('project_id', '=', clientId).executeTakeFirst());
  const answers = await del('form_submissions');
  const files = await del('attachments');
  await del('deliverable_reviews');
  const deliverables = await del('deliverables');
  const testimonials = await del('testimonials');
  const agreements = await del('agreements');
  const notifications = await del('owner_notifications');
  // Tables the migrations keep outside the typed schema (the reminder area's own).
  await sql`DELETE FROM manual_reminders WHERE project_id = ${clientId}`.execute(trx);
  await del('stage_due_dates');
  await del('stage_due_reminders');
  await del('client_assignments');
  await trx
    .deleteFrom('invoice_reminders')
    .where('invoice_id', 'in', (eb) => eb.selectFrom('invoices').select('id').where('project_id', '=', clientId))
    .execute();
  const contacts = count(
    await trx
      .deleteFrom('client_contacts')
      .where('project_id', '=', clientId)
      .where('is_primary', '=', false)
      .executeTakeFirst(),
  );
  return { answers, files, deliverables, testimonials, agreements, notifications, contacts };
}

type DeletableTable =
  | 'form_submissions'
  | 'attachments'
  | 'deliverable_reviews'
  | 'deliverables'
  | 'testimonials'
  | 'agreements'
  | 'owner_notifications'
  | 'stage_due_dates'
  | 'stage_due_reminders'
  | 'client_assignments';

/** The buyer printed on an erased client's invoices and credit notes. */
const erasedBuyer = (name: string) => JSON.stringify({ name, contactName: null, email: null });

/**
 * Invoices, payments and credit notes stay for the owner's books with their amounts, numbers and
 * dates; the buyer becomes the tombstone's name, the links to contacts go, and the stored PDFs
 * (which print the old buyer) are dropped: one is rendered again, anonymous, if asked for.
 */
export async function anonymisePayments(trx: Kysely<Database>, clientId: string, erasedName: string) {
  const buyer = erasedBuyer(erasedName);
  const invoices = count(
    await trx
      .updateTable('invoices')
      .set({
        document: sql`CASE WHEN jsonb_typeof(document) = 'object' THEN jsonb_set(document, '{buyer}', ${buyer}::jsonb) ELSE document END`,
        pdf_key: null,
        receipt_key: null,
        billing_contact_id: null,
      })
      .where('project_id', '=', clientId)
      .executeTakeFirst(),
  );
  await trx
    .updateTable('credit_notes')
    .set({
      document: sql`CASE WHEN jsonb_typeof(document) = 'object' THEN jsonb_set(document, '{buyer}', ${buyer}::jsonb) ELSE document END`,
      pdf_key: null,
    })
    .where('project_id', '=', clientId)
    .execute();
  await trx.updateTable('payments').set({ contact_id: null }).where('project_id', '=', clientId).execute();
  await trx
    .updateTable('payment_plans')
    .set({ created_by_contact_id: null })
    .where('project_id', '=', clientId)
    .execute();
  // The test provider's checkouts (PAYMENTS_PROVIDER=test) keep the portal link they return to.
  await trx
    .updateTable('payment_test_sessions')
    .set({ success_url: '', cancel_url: '' })
    .where(sql<boolean>`metadata->>'clientId' = ${clientId}`)
    .execute();
  return invoices;
}
