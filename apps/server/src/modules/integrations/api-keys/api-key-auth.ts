import { API_KEY_MESSAGES, type ApiKeyScope, ERROR_CODES } from '@bloom/core';
import { sql } from 'kysely';
import { ServiceError } from '../../../kernel/service-error';
import type { Db } from '../../../platform/db/database';
import { hashApiKey, isWellFormedApiKey } from './api-key-format';

/** Who a valid key speaks for: its workspace, that workspace's owner, the key and its scope. */
export interface ApiKeyPrincipal {
  workspaceId: string;
  userId: string;
  /** The owner's name as it is now: what an action through the key records (OwnerContext.userName). */
  userName: string;
  keyId: string;
  scope: ApiKeyScope;
}

/** `last_used_at` is written at most once a minute per key: a busy integration costs no write per request. */
const LAST_USED_PRECISION_MS = 60_000;

const unauthorized = (message: string) => new ServiceError(ERROR_CODES.AUTH_REQUIRED, message);

/**
 * The key of an `Authorization: Bearer bloom_live_…` header, or a 401 (`API_KEY_MESSAGES`): none
 * sent, malformed (refused before any query), unknown or revoked.
 */
export async function authenticateApiKey(db: Db, header: string | undefined): Promise<ApiKeyPrincipal> {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  if (!match?.[1]) throw unauthorized(API_KEY_MESSAGES.missingKey);
  const key = match[1];
  if (!isWellFormedApiKey(key)) throw unauthorized(API_KEY_MESSAGES.invalidKey);
  const row = await db
    .selectFrom('api_keys as k')
    .innerJoin('workspaces as w', 'w.id', 'k.workspace_id')
    .innerJoin('user as u', 'u.id', 'w.user_id')
    .select(['k.id', 'k.workspace_id', 'k.scope', 'k.last_used_at', 'w.user_id', 'u.name'])
    .where('k.key_hash', '=', hashApiKey(key))
    .where('k.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw unauthorized(API_KEY_MESSAGES.invalidKey);
  if (!row.last_used_at || Date.now() - row.last_used_at.getTime() >= LAST_USED_PRECISION_MS) {
    await db.updateTable('api_keys').set({ last_used_at: sql`now()` }).where('id', '=', row.id).execute();
  }
  return { workspaceId: row.workspace_id, userId: row.user_id, userName: row.name, keyId: row.id, scope: row.scope };
}
