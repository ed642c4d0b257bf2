import type { MessageVariant } from '@bloom/core';
import type { Db } from '../../platform/db/database';

/**
 * The message variant of the owner's profile; 'a' when they have none (docs/product.md#message-variants).
 * `known` is the one the session query read with it (null: no profile), so most calls cost no query.
 */
export async function messageVariantOf(db: Db, userId: string, known?: MessageVariant | null): Promise<MessageVariant> {
  if (known !== undefined) return known ?? 'a';
  const profile = await db.selectFrom('profiles').select('message_variant').where('id', '=', userId).executeTakeFirst();
  return profile?.message_variant ?? 'a';
}
