import { contactActor, type DeliverableDto, type DeliverableItemDto, displayFileName, memberActor } from '@bloom/core';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';

type Queryable = Db | Transaction<Database>;

/** Same-origin path of the owner download route of an attachment. */
export const attachmentPath = (clientId: string, attachmentId: string) =>
  `/api/clients/${clientId}/attachments/${attachmentId}`;

interface ReviewJson {
  decision: 'approved' | 'changes_requested';
  comment: string | null;
  decidedAt: string;
  /** The contact whose link decided, and their name then (the owner's read only). */
  contactId?: string | null;
  contactName?: string | null;
}

/** The client's newest decision on deliverable `d` (portal 'Approve' / 'Request changes'), and who took it. */
export const latestReview = sql<ReviewJson | null>`(SELECT json_build_object('decision', v.decision,
  'comment', v.comment, 'decidedAt', v.created_at, 'contactId', v.contact_id, 'contactName', v.contact_name)
  FROM deliverable_reviews v WHERE v.deliverable_id = d.id ORDER BY v.created_at DESC, v.id DESC LIMIT 1)`;

/** A review as JSON carries PostgreSQL's timestamp text; the API speaks ISO 8601. */
const decisionOf = (r: ReviewJson) => ({
  decision: r.decision,
  comment: r.comment,
  decidedAt: new Date(r.decidedAt).toISOString(),
});

/** The portal's view of a decision: what was decided, and when. */
export const reviewDto = (r: ReviewJson | null) => (r ? decisionOf(r) : null);

/** The owner's view adds who decided: 'Approved by Priya' (no one before contacts). */
const clientReviewDto = (r: ReviewJson | null): DeliverableDto['clientReview'] =>
  r ? { ...decisionOf(r), actor: contactActor(r.contactId ?? null, r.contactName ?? null) } : null;

/**
 * A client's deliverables with their items and files in one statement, oldest first: either the
 * ones on `stageIds`, or the one `deliverableId`.
 */
export async function loadDeliverables(
  db: Queryable,
  clientId: string,
  only: { stageIds: string[] } | { deliverableId: string },
): Promise<DeliverableDto[]> {
  if ('stageIds' in only && only.stageIds.length === 0) return [];
  let query = db
    .selectFrom('deliverables as d')
    .leftJoin('deliverable_items as i', 'i.deliverable_id', 'd.id')
    .leftJoin('attachments as a', 'a.id', 'i.attachment_id')
    .select([
      'd.id',
      'd.step_id',
      'd.slot_id',
      'd.title',
      'd.description',
      'd.created_at',
      'd.created_by',
      'd.created_by_name',
      'i.id as item_id',
      'i.item_type',
      'i.url',
      'i.link_title',
      'a.id as attachment_id',
      'a.original_filename',
      'a.file_size',
      'a.mime_type',
      latestReview.as('review'),
    ])
    .where('d.project_id', '=', clientId);
  query =
    'stageIds' in only ? query.where('d.step_id', 'in', only.stageIds) : query.where('d.id', '=', only.deliverableId);
  const rows = await query
    .orderBy('d.display_order')
    .orderBy('d.created_at')
    .orderBy('d.id')
    .orderBy('i.display_order')
    .orderBy('i.created_at')
    .orderBy('i.id')
    .execute();

  const byId = new Map<string, DeliverableDto>();
  for (const r of rows) {
    let dto = byId.get(r.id);
    if (!dto) {
      dto = {
        id: r.id,
        stageId: r.step_id,
        slotId: r.slot_id,
        title: r.title,
        description: r.description,
        type: 'note',
        items: [],
        createdAt: r.created_at.toISOString(),
        addedBy: memberActor(r.created_by, r.created_by_name),
        clientReview: clientReviewDto(r.review),
      };
      byId.set(r.id, dto);
    }
    if (!r.item_id || (r.item_type !== 'file' && r.item_type !== 'link')) continue;
    const item: DeliverableItemDto = {
      id: r.item_id,
      type: r.item_type,
      url: r.url,
      linkTitle: r.link_title,
      file: r.attachment_id
        ? {
            attachmentId: r.attachment_id,
            // Cleaned again: a row stored before issue 24 may hold a right-to-left override.
            filename: displayFileName(r.original_filename ?? 'file'),
            size: Number(r.file_size ?? 0),
            mimeType: r.mime_type ?? 'application/octet-stream',
            downloadUrl: attachmentPath(clientId, r.attachment_id),
          }
        : null,
    };
    if (dto.items.length === 0) dto.type = item.type;
    dto.items.push(item);
  }
  return [...byId.values()];
}
