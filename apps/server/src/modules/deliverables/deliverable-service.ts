import {
  type createDeliverableSchema,
  DELIVERABLE_MESSAGES,
  type DeliverableDto,
  defaultDeliverableTitle,
  deliverableUploadFieldsSchema,
} from '@bloom/core';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { OwnerContext } from '../../kernel/owner-context';
import { badRequest, notFound, zodMessage } from '../../kernel/service-error';
import { insertAttachment } from '../../platform/db/attachments';
import type { Database } from '../../platform/db/schema';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { ReceivedUpload } from '../../platform/storage/receive-upload';
import { loadDeliverables } from './deliverable-rows';
import { requireClient, requireMilestoneTarget } from './milestone-target';

type LinkOrNote = z.output<typeof createDeliverableSchema>;

/** The next position among the client's deliverables, so the list reads oldest first. */
async function nextDisplayOrder(trx: Transaction<Database>, clientId: string): Promise<number> {
  const row = await trx
    .selectFrom('deliverables')
    .select((eb) => eb.fn.max('display_order').as('last'))
    .where('project_id', '=', clientId)
    .executeTakeFirst();
  return row?.last == null ? 0 : Number(row.last) + 1;
}

/** Who added it, and their name as it is now: 'Added by Dana' stays after they leave or rename. */
const addedBy = (ctx: OwnerContext) => ({
  created_by: ctx.userId,
  created_by_name: ctx.userName,
});

async function loadOne(trx: Transaction<Database>, clientId: string, deliverableId: string): Promise<DeliverableDto> {
  const [dto] = await loadDeliverables(trx, clientId, { deliverableId });
  if (!dto) throw new Error(`Deliverable ${deliverableId} vanished inside its own transaction`);
  return dto;
}

/** A link (one link item) or a note (its text in the description, no items), in one transaction. */
export async function createLinkOrNote(
  ctx: OwnerContext,
  clientId: string,
  input: LinkOrNote,
): Promise<DeliverableDto> {
  return ctx.db.transaction().execute(async (trx) => {
    const client = await requireClient(trx, ctx.workspaceId, clientId, true);
    await requireMilestoneTarget(trx, client, input.stageId, input.slotId);
    const title =
      input.title ??
      (input.type === 'link'
        ? defaultDeliverableTitle({ type: 'link', url: input.url, linkTitle: input.linkTitle })
        : defaultDeliverableTitle({ type: 'note' }));
    const { id } = await trx
      .insertInto('deliverables')
      .values({
        project_id: clientId,
        step_id: input.stageId,
        slot_id: input.slotId,
        title,
        description: input.type === 'note' ? input.note : null,
        display_order: await nextDisplayOrder(trx, clientId),
        ...addedBy(ctx),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.type === 'link') {
      await trx
        .insertInto('deliverable_items')
        .values({
          deliverable_id: id,
          item_type: 'link',
          url: input.url,
          // The label defaults to the title, else the URL (docs/product.md#milestone-deliverables).
          link_title: input.linkTitle ?? input.title ?? input.url,
        })
        .execute();
    }
    return loadOne(trx, clientId, id);
  });
}

/**
 * Records an upload already in storage: checks its form fields (milestone, title, slot), then
 * inserts the attachment, the deliverable and its file item in one transaction. When anything
 * fails (a bad field, a foreign stage, a deleted client, the database) the stored object is
 * removed, so a refused upload leaves nothing behind.
 */
export async function createFileDeliverable(
  ctx: OwnerContext,
  storage: FileStorage,
  clientId: string,
  upload: ReceivedUpload,
): Promise<DeliverableDto> {
  try {
    const parsed = deliverableUploadFieldsSchema.safeParse({ ...upload.fields });
    if (!parsed.success) throw badRequest(zodMessage(parsed.error));
    const fields = parsed.data;
    return await ctx.db.transaction().execute(async (trx) => {
      const client = await requireClient(trx, ctx.workspaceId, clientId, true);
      await requireMilestoneTarget(trx, client, fields.stageId, fields.slotId);
      const attachmentId = await insertAttachment(trx, clientId, 'freelancer', upload);
      const { id } = await trx
        .insertInto('deliverables')
        .values({
          project_id: clientId,
          step_id: fields.stageId,
          slot_id: fields.slotId,
          title: fields.title ?? defaultDeliverableTitle({ type: 'file', filename: upload.originalName }),
          display_order: await nextDisplayOrder(trx, clientId),
          ...addedBy(ctx),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('deliverable_items')
        .values({ deliverable_id: id, item_type: 'file', attachment_id: attachmentId })
        .execute();
      return loadOne(trx, clientId, id);
    });
  } catch (err) {
    await deleteStoredFiles(storage, [upload.key]);
    throw err;
  }
}

/**
 * Deletes a deliverable of this client: its items and attachments in one transaction, then the
 * stored objects (after the commit, so a rollback never leaves rows pointing at nothing).
 */
export async function deleteDeliverable(
  ctx: OwnerContext,
  storage: FileStorage | undefined,
  clientId: string,
  deliverableId: string,
) {
  const fileKeys = await ctx.db.transaction().execute(async (trx) => {
    await requireClient(trx, ctx.workspaceId, clientId, true);
    const row = await trx
      .selectFrom('deliverables')
      .select('id')
      .where('id', '=', deliverableId)
      .where('project_id', '=', clientId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(DELIVERABLE_MESSAGES.notFound);
    const files = await trx
      .selectFrom('deliverable_items as i')
      .innerJoin('attachments as a', 'a.id', 'i.attachment_id')
      .select(['a.id', 'a.file_path'])
      .where('i.deliverable_id', '=', deliverableId)
      .where('a.project_id', '=', clientId)
      .execute();
    await trx.deleteFrom('deliverables').where('id', '=', deliverableId).execute();
    if (files.length > 0) {
      await trx
        .deleteFrom('attachments')
        .where(
          'id',
          'in',
          files.map((f) => f.id),
        )
        .execute();
    }
    return files.map((f) => f.file_path);
  });
  await deleteStoredFiles(storage, fileKeys);
}

/** Best effort: the rows are gone either way; a leftover object is logged, never shown to the owner. */
async function deleteStoredFiles(storage: FileStorage | undefined, keys: string[]): Promise<void> {
  // No storage configured (API tests that never touch files): there is nothing stored to remove.
  if (!storage) return;
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (err) {
      console.error('[deliverables] deleting stored file', key, 'failed:', err);
    }
  }
}
