import type { PublicTestimonial, WidgetSettings } from '@bloom/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * What may be published, in one place (docs/product.md#publishing): approved, with the client's
 * permission, not hidden by the owner, of this workspace. Pinned first (newest pin first), then
 * newest approval. Only the public fields are selected: nothing else can leak by accident.
 */
export function publishedTestimonials(db: Kysely<Database>, workspaceId: string) {
  return db
    .selectFrom('testimonials as t')
    .innerJoin('projects as p', 'p.id', 't.project_id')
    .select(['t.content', 't.client_name', 't.client_title', 't.client_company', 't.rating', 't.approved_at'])
    .where('p.workspace_id', '=', workspaceId)
    .where('t.approval_status', '=', 'approved')
    .where('t.publish_permission', '=', true)
    .where('t.hidden', '=', false)
    .orderBy('t.pinned_at', (o) => o.desc().nullsLast())
    .orderBy('t.approved_at', (o) => o.desc().nullsLast())
    .orderBy('t.id', 'desc');
}

type PublishedRow = Awaited<ReturnType<ReturnType<typeof publishedTestimonials>['executeTakeFirstOrThrow']>>;

/** A widget's choice among them: all, a hand-picked set, or a minimum rating; at most maxItems. */
export function widgetTestimonials(db: Kysely<Database>, workspaceId: string, settings: WidgetSettings) {
  const { selection } = settings;
  let query = publishedTestimonials(db, workspaceId);
  if (selection.mode === 'picked') query = query.where('t.id', 'in', selection.testimonialIds);
  if (selection.mode === 'min-rating') query = query.where('t.rating', '>=', selection.minRating);
  return query.limit(settings.maxItems).execute();
}

/** The approval date as YYYY-MM-DD (UTC): a day, not an instant, says nothing about the owner's hours. */
export const approvalDate = (at: Date | null) => (at ?? new Date(0)).toISOString().slice(0, 10);

export const toPublicTestimonial = (row: PublishedRow): PublicTestimonial => ({
  quote: row.content,
  name: row.client_name,
  title: row.client_title,
  company: row.client_company,
  rating: row.rating,
  date: approvalDate(row.approved_at),
});
