import { API_KEY_MESSAGES, type ApiKeyDto, type apiKeyInputSchema, ERROR_CODES, MAX_API_KEYS } from '@bloom/core';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { OwnerContext } from '../../../kernel/owner-context';
import { notFound, ServiceError } from '../../../kernel/service-error';
import type { ApiKeysTable } from '../../../platform/db/schema';
import { apiKeyDisplayPrefix, generateApiKey, hashApiKey } from './api-key-format';

const toDto = (row: Selectable<ApiKeysTable>): ApiKeyDto => ({
  id: row.id,
  name: row.name,
  prefix: row.display_prefix,
  scope: row.scope,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

/** Every key of the workspace, revoked ones too (they stay listed as revoked), newest first. */
export async function listApiKeys(ctx: OwnerContext): Promise<{ keys: ApiKeyDto[] }> {
  const rows = await ctx.db
    .selectFrom('api_keys')
    .selectAll()
    .where('workspace_id', '=', ctx.workspaceId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { keys: rows.map(toDto) };
}

/** A new key: the answer carries the key itself (`secret`) this once; only its hash is kept. */
export async function createApiKey(
  ctx: OwnerContext,
  input: z.output<typeof apiKeyInputSchema>,
): Promise<{ key: ApiKeyDto; secret: string }> {
  const secret = generateApiKey();
  const row = await ctx.db.transaction().execute(async (trx) => {
    // The workspace row's lock makes two concurrent creations count one after the other.
    await trx.selectFrom('workspaces').select('id').where('id', '=', ctx.workspaceId).forUpdate().execute();
    const active = await trx
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('workspace_id', '=', ctx.workspaceId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(active.n) >= MAX_API_KEYS) throw new ServiceError(ERROR_CODES.CONFLICT, API_KEY_MESSAGES.tooManyKeys);
    return trx
      .insertInto('api_keys')
      .values({
        workspace_id: ctx.workspaceId,
        name: input.name,
        scope: input.scope,
        display_prefix: apiKeyDisplayPrefix(secret),
        key_hash: hashApiKey(secret),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { key: toDto(row), secret };
}

/** Revokes at once: the key's next request is 401. Revoking a revoked key changes nothing. */
export async function revokeApiKey(ctx: OwnerContext, id: string): Promise<{ key: ApiKeyDto }> {
  await ctx.db
    .updateTable('api_keys')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('workspace_id', '=', ctx.workspaceId)
    .where('revoked_at', 'is', null)
    .execute();
  const row = await ctx.db
    .selectFrom('api_keys')
    .selectAll()
    .where('id', '=', id)
    .where('workspace_id', '=', ctx.workspaceId)
    .executeTakeFirst();
  if (!row) throw notFound(API_KEY_MESSAGES.keyNotFound);
  return { key: toDto(row) };
}
