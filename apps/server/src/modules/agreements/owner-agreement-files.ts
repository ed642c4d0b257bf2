import { AGREEMENT_MESSAGES as M } from '@bloom/core';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import { cleanFilename } from '../../platform/storage/filenames';
import type { StoredFileRecord } from '../../platform/storage/send-stored-file';
import { workspaceClient } from './agreement-list';

export type AgreementFile = 'document' | 'final';

/** '"Service agreement" v2.pdf', '… v2 (signed).pdf': what the owner's download is called. */
export const agreementFileName = (title: string, version: number, file: AgreementFile) =>
  cleanFilename(`${title} v${version}${file === 'final' ? ' (signed)' : ''}.pdf`);

/**
 * GET /api/clients/{clientId}/agreements/{agreementId}/document | /final: the frozen original, or
 * the sealed final PDF once everyone signed, of an agreement of this workspace's client (a
 * Member's: assigned, by the guard); 404 for any other id, and for a final not made yet.
 */
export async function findOwnerAgreementFile(
  ctx: OwnerContext,
  clientId: string,
  agreementId: string,
  file: AgreementFile,
): Promise<StoredFileRecord> {
  await workspaceClient(ctx.db, ctx.workspaceId, clientId);
  const row = await ctx.db
    .selectFrom('agreements')
    .select(['title', 'version', 'original_key', 'final_key'])
    .where('id', '=', agreementId)
    .where('project_id', '=', clientId)
    .where('workspace_id', '=', ctx.workspaceId)
    .executeTakeFirst();
  const key = file === 'final' ? row?.final_key : row?.original_key;
  if (!row || !key) throw notFound(M.notFound);
  return { key, originalName: agreementFileName(row.title, row.version, file), mimeType: 'application/pdf' };
}
