import { AGREEMENT_MESSAGES, type StageAgreementConfig } from '@bloom/core';
import type { Kysely } from 'kysely';
import { badRequest } from '../../kernel/service-error';
import type { Database } from '../../platform/db/schema';

/**
 * An agreement stage may be saved unfinished (a journey is built over several sittings; sending
 * refuses it with core's `agreementConfigProblem`), but a PDF must be one this workspace
 * uploaded: another workspace's document id reads exactly like an unknown one (400, nothing saved).
 */
export async function checkStageAgreements(
  db: Kysely<Database>,
  workspaceId: string,
  configs: readonly (StageAgreementConfig | null)[],
): Promise<void> {
  const present = configs.filter((c): c is StageAgreementConfig => c !== null);
  const ids = [...new Set(present.flatMap((c) => (c.documentId ? [c.documentId.toLowerCase()] : [])))];
  if (ids.length === 0) return;
  const found = await db
    .selectFrom('agreement_documents')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', ids)
    .execute();
  if (found.length !== ids.length) throw badRequest(AGREEMENT_MESSAGES.documentNotFound);
}

/** The config as stored: its document id lower-cased, so the stage and its document row compare equal. */
export const storedAgreement = (config: StageAgreementConfig | null): string | null =>
  config === null
    ? null
    : JSON.stringify({ ...config, documentId: config.documentId ? config.documentId.toLowerCase() : null });
