import { confirmsAccountEmail, ERROR_CODES, MESSAGES, SETTINGS_MESSAGES } from '@bloom/core';
import { sql } from 'kysely';
import type { SessionUser } from '../../kernel/owner-context';
import { badRequest, notFound, ServiceError } from '../../kernel/service-error';
import type { Billing } from '../../platform/billing/provider';
import type { Db } from '../../platform/db/database';
import { queueDeletions, removeQueued, type StorageTarget } from '../../platform/db/storage-deletions';
import type { FileStorage } from '../../platform/storage/file-storage';
import { logoPrefix } from '../../platform/storage/logo-keys';
import type { Auth } from '../auth';

/** PATCH /api/account: the owner's full name. */
export async function renameAccount(db: Db, userId: string, name: string): Promise<SessionUser> {
  const row = await db
    .updateTable('user')
    .set({ name, updatedAt: new Date() })
    .where('id', '=', userId)
    .returning(['id', 'email', 'name'])
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * POST /api/account/password through better-auth (it checks the current password and hashes the
 * new one as sign-up does). Every session of the account is revoked and this browser gets a new
 * one: the answer's cookies, for the route to pass on.
 */
export async function changeAccountPassword(
  auth: Auth,
  headers: Headers,
  input: { currentPassword: string; newPassword: string },
): Promise<string[]> {
  let res: Response;
  try {
    res = await auth.api.changePassword({ body: { ...input, revokeOtherSessions: true }, headers, asResponse: true });
  } catch (err) {
    throw passwordError((err as { body?: { code?: string } }).body?.code);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: string };
    throw passwordError(body.code);
  }
  return res.headers.getSetCookie();
}

function passwordError(code: string | undefined): ServiceError {
  if (code === 'INVALID_PASSWORD') return badRequest(SETTINGS_MESSAGES.currentPasswordIncorrect);
  if (code === 'UNAUTHORIZED') return new ServiceError(ERROR_CODES.AUTH_REQUIRED, MESSAGES.authRequired);
  if (code === 'PASSWORD_TOO_SHORT') return badRequest(MESSAGES.passwordTooShort);
  if (code === 'PASSWORD_TOO_LONG') return badRequest(MESSAGES.passwordTooLong);
  return new ServiceError(ERROR_CODES.AUTH_ERROR, MESSAGES.unexpected);
}

export interface DeleteAccountDeps {
  db: Db;
  billing: Billing;
  storage: FileStorage | undefined;
}

/**
 * DELETE /api/account (docs/decisions/021). The typed email must be the account's. Then:
 * 1. the subscription is canceled now through the billing provider (a provider failure stops here,
 *    with nothing deleted, so the owner is never charged for an account that is gone);
 * 2. one transaction deletes the user, which cascades to every row of theirs (sessions, profile,
 *    subscription, billing records, idempotency keys, the workspace and through it its journeys,
 *    clients, submissions, deliverables, reviews, testimonials, attachments and kept counts), plus
 *    the rows that name them without a foreign key (reset tokens, rate-limit windows, outbox
 *    mails to them), and queues their stored files (each client's prefix, the logos' prefix, the
 *    workspace's own prefix of agreement PDFs);
 * 3. after the commit the queued files are removed; what storage fails to remove stays queued
 *    and is retried by the hourly housekeeping.
 */
export async function deleteAccount(deps: DeleteAccountDeps, user: SessionUser, typedEmail: string): Promise<void> {
  if (!confirmsAccountEmail(typedEmail, user.email)) throw badRequest(SETTINGS_MESSAGES.deleteConfirmMismatch);
  await deps.billing.provider?.cancelNow(user.id);
  const email = user.email.toLowerCase();
  const queued = await deps.db.transaction().execute(async (trx) => {
    // The same lock order as an ownership transfer's accept (the user, then the workspace), so a
    // transfer committing meanwhile either moved the workspace away or waits for this to finish.
    await sql`SELECT 1 FROM "user" WHERE id = ${user.id} FOR UPDATE`.execute(trx);
    const workspaces = await trx
      .selectFrom('workspaces')
      .select('id')
      .where('user_id', '=', user.id)
      .forUpdate()
      .execute();
    const workspaceIds = workspaces.map((w) => w.id);
    const projects = workspaceIds.length
      ? await trx.selectFrom('projects').select('id').where('workspace_id', 'in', workspaceIds).execute()
      : [];
    const targets: StorageTarget[] = [
      ...projects.map((p) => ({ target: p.id, isPrefix: true })),
      ...workspaceIds.map((id) => ({ target: logoPrefix(id), isPrefix: true })),
      // The agreement PDFs uploaded for the workspace's journeys (modules/agreements).
      ...workspaceIds.map((id) => ({ target: id, isPrefix: true })),
    ];
    const ids = await queueDeletions(trx, targets);
    // Rows that name the account without a foreign key.
    await trx.deleteFrom('verification').where('value', '=', user.id).execute();
    await trx
      .deleteFrom('rate_limits')
      .where('key', 'in', [`sign-in:account:${email}`, `reset-request:account:${email}`, passwordAttemptsKey(user.id)])
      .execute();
    await trx.deleteFrom('outbox').where(sql<string>`lower(to_address)`, '=', email).execute();
    const deleted = await trx.deleteFrom('user').where('id', '=', user.id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) throw notFound();
    return ids;
  });
  await removeQueued(deps.db, deps.storage, queued);
}

/** The rate-limit window of wrong current passwords, per account. */
export const passwordAttemptsKey = (userId: string) => `change-password:${userId}`;
