import type { ClientStatus } from '@bloom/core';
import {
  CLIENT_MESSAGES,
  CLIENT_VALIDATION,
  type ClientDetailDto,
  type createClientSchema,
  type updateClientSchema,
} from '@bloom/core';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { OwnerContext } from '../../kernel/owner-context';
import { badRequest, notFound } from '../../kernel/service-error';
import type { Database } from '../../platform/db/schema';
import { sanitizeIntro } from '../journeys';
import type { DeleteProjectFiles } from './client-context';
import { getClient } from './client-detail';
import { hashPortalPassword, newShareToken } from './portal-access';

/**
 * A journey a client may follow: a built-in, or this workspace's own, not archived. Locked
 * (FOR SHARE) so it cannot be deleted before the client row that references it commits.
 */
async function lockJourney(trx: Transaction<Database>, workspaceId: string, templateId: string): Promise<void> {
  const row = await trx
    .selectFrom('flow_templates')
    .select('id')
    .where('id', '=', templateId)
    .where('is_archived', '=', false)
    .where((eb) => eb.or([eb('workspace_id', 'is', null), eb('workspace_id', '=', workspaceId)]))
    .forShare()
    .executeTakeFirst();
  if (!row) throw badRequest(CLIENT_VALIDATION.journeyRequired);
}

/** One request, one transaction: the client, its journey, welcome message and password. */
export async function createClient(
  ctx: OwnerContext,
  input: z.output<typeof createClientSchema>,
): Promise<ClientDetailDto> {
  // Hash before the transaction: argon2 takes tens of milliseconds and must not hold a connection.
  const passwordHash = input.password ? await hashPortalPassword(input.password) : null;
  const id = await ctx.db.transaction().execute(async (trx) => {
    await lockJourney(trx, ctx.workspaceId, input.templateId);
    const row = await trx
      .insertInto('projects')
      .values({
        workspace_id: ctx.workspaceId,
        template_id: input.templateId,
        name: input.projectName,
        client_name: input.clientName,
        client_email: input.clientEmail,
        password_hash: passwordHash,
        intro_text: sanitizeIntro(input.introText),
        share_token: newShareToken(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Webhooks: queued with the client, or not at all if this rolls back.
    await ctx.events.publish(trx, 'client.created', {
      workspaceId: ctx.workspaceId,
      clientId: row.id,
      createdBy: { userId: ctx.userId, role: ctx.role },
    });
    return row.id;
  });
  return getClient(ctx, id);
}

/** Changes only the fields sent. A different journey starts the client again at step 0. */
export async function updateClient(
  ctx: OwnerContext,
  id: string,
  input: z.output<typeof updateClientSchema>,
): Promise<ClientDetailDto> {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('projects')
      .select(['template_id', 'client_email'])
      .where('id', '=', id)
      .where('workspace_id', '=', ctx.workspaceId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound(CLIENT_MESSAGES.notFound);
    const journeyChanged = input.templateId !== undefined && input.templateId !== current.template_id;
    if (journeyChanged && input.templateId) await lockJourney(trx, ctx.workspaceId, input.templateId);
    // A new address may work: mail to it is no longer held back by the old one's bounce.
    const addressChanged = input.clientEmail !== undefined && input.clientEmail !== current.client_email;
    await trx
      .updateTable('projects')
      .set({
        name: input.projectName,
        client_name: input.clientName,
        client_email: input.clientEmail,
        intro_text: input.introText === undefined ? undefined : sanitizeIntro(input.introText),
        ...(journeyChanged ? { template_id: input.templateId, current_step: 0 } : {}),
        ...(addressChanged ? { email_bounced_at: null, email_bounce_reason: null } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('workspace_id', '=', ctx.workspaceId)
      .execute();
    if (journeyChanged) {
      await ctx.events.publish(trx, 'client.journey-changed', { workspaceId: ctx.workspaceId, clientId: id });
    }
  });
  return getClient(ctx, id);
}

/** Updates one client of this workspace; 404 when the id is not one of them. */
async function updateOwned(
  ctx: OwnerContext,
  id: string,
  values: { status?: ClientStatus; password_hash?: string | null; share_token?: string },
): Promise<ClientDetailDto> {
  const res = await ctx.db
    .updateTable('projects')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .where('workspace_id', '=', ctx.workspaceId)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw notFound(CLIENT_MESSAGES.notFound);
  return getClient(ctx, id);
}

export const archiveClient = (ctx: OwnerContext, id: string) => updateOwned(ctx, id, { status: 'archived' });
export const restoreClient = (ctx: OwnerContext, id: string) => updateOwned(ctx, id, { status: 'active' });

export async function setClientPassword(ctx: OwnerContext, id: string, password: string) {
  return updateOwned(ctx, id, { password_hash: await hashPortalPassword(password) });
}
export const removeClientPassword = (ctx: OwnerContext, id: string) => updateOwned(ctx, id, { password_hash: null });

/** A new share token: the old portal link stops working at once. */
export const regenerateClientLink = (ctx: OwnerContext, id: string) =>
  updateOwned(ctx, id, { share_token: newShareToken() });

/**
 * Deletes a client and, by cascade, its submissions, deliverables, attachments and testimonials.
 * The stored files go after the commit (storage is not transactional): a failure there leaves
 * orphan objects under the project's prefix, logged, never rows pointing at missing files.
 */
export async function deleteClient(
  ctx: OwnerContext,
  id: string,
  deleteProjectFiles?: DeleteProjectFiles,
): Promise<{ name: string }> {
  const { name, fileKeys } = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('projects')
      .select('client_name')
      .where('id', '=', id)
      .where('workspace_id', '=', ctx.workspaceId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(CLIENT_MESSAGES.notFound);
    const files = await trx.selectFrom('attachments').select('file_path').where('project_id', '=', id).execute();
    await trx.deleteFrom('projects').where('id', '=', id).where('workspace_id', '=', ctx.workspaceId).execute();
    return { name: row.client_name, fileKeys: files.map((f) => f.file_path) };
  });
  if (deleteProjectFiles) {
    try {
      await deleteProjectFiles(id, fileKeys);
    } catch (err) {
      console.error('[clients] deleting the files of project', id, 'failed:', err);
    }
  }
  return { name };
}
