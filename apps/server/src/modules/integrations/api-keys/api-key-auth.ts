import { API_KEY_MESSAGES, type ApiKeyScope, ERROR_CODES, type SubscriptionView } from '@bloom/core';
import { sql } from 'kysely';
import { ServiceError } from '../../../kernel/service-error';
import type { Db } from '../../../platform/db/database';
import { type SubscriptionRow, toSubscriptionView } from '../../billing';
import { isWellFormedApiKey } from './api-key-format';

/** Who a valid key speaks for: its workspace, that workspace's owner, the key and its scope. */
export interface ApiKeyPrincipal {
  workspaceId: string;
  userId: string;
  /** The owner's name as it is now: what an action through the key records (OwnerContext.userName). */
  userName: string;
  keyId: string;
  scope: ApiKeyScope;
}

/** A key found valid, with what the gate needs: the workspace owner's subscription. */
export interface VerifiedApiKey {
  principal: ApiKeyPrincipal;
  subscription: SubscriptionView | null;
  /** When `last_used_at` was last written, as far as this process knows (ms), or null. */
  lastUsedAt: number | null;
}

const unauthorized = (message: string) => new ServiceError(ERROR_CODES.AUTH_REQUIRED, message);

/**
 * The key of an `Authorization: Bearer bloom_live_…` header, or a 401 (`API_KEY_MESSAGES`): none
 * sent or malformed (refused before any query).
 */
export function apiKeyOfHeader(header: string | undefined): string {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  if (!match?.[1]) throw unauthorized(API_KEY_MESSAGES.missingKey);
  if (!isWellFormedApiKey(match[1])) throw unauthorized(API_KEY_MESSAGES.invalidKey);
  return match[1];
}

/** An unknown or revoked key: 401. */
export const unknownApiKey = () => unauthorized(API_KEY_MESSAGES.invalidKey);

interface KeyRow extends Partial<SubscriptionRow> {
  id: string;
  workspace_id: string;
  scope: ApiKeyScope;
  last_used_at: Date | null;
  user_id: string;
  name: string;
  sub_user_id: string | null;
}

/** The unrevoked key with this hash, its workspace's owner and their subscription, in one query. */
export async function readApiKey(db: Db, keyHash: string): Promise<VerifiedApiKey | null> {
  const { rows } = await sql<KeyRow>`
    SELECT k.id, k.workspace_id, k.scope, k.last_used_at, w.user_id, u.name, b.user_id AS sub_user_id,
      b.subscription_status, b.trial_type, b.trial_end_date, b.trial_subdomain, b.cancel_at_period_end,
      b.current_period_end, b.payment_method_brand, b.payment_method_last4, b.payment_failure_reason
    FROM api_keys k JOIN workspaces w ON w.id = k.workspace_id JOIN "user" u ON u.id = w.user_id
      LEFT JOIN subscriptions b ON b.user_id = w.user_id
    WHERE k.key_hash = ${keyHash} AND k.revoked_at IS NULL`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return {
    principal: {
      workspaceId: row.workspace_id,
      userId: row.user_id,
      userName: row.name,
      keyId: row.id,
      scope: row.scope,
    },
    subscription: row.sub_user_id ? toSubscriptionView(row as SubscriptionRow) : null,
    lastUsedAt: row.last_used_at?.getTime() ?? null,
  };
}

/** Marks keys used: each row at most once a minute, however many instances mark it. */
export async function markApiKeysUsed(db: Db, keyIds: readonly string[]): Promise<void> {
  if (keyIds.length === 0) return;
  await db
    .updateTable('api_keys')
    .set({ last_used_at: sql`now()` })
    .where('id', 'in', keyIds)
    .where((eb) =>
      eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)]),
    )
    .execute();
}
