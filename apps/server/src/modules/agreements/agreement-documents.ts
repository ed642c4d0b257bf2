import {
  AGREEMENT_LIMITS,
  type AgreementDocumentResponse,
  ERROR_CODES,
  JOURNEY_MESSAGES,
  AGREEMENT_MESSAGES as M,
} from '@bloom/core';
import type { OwnerContext } from '../../kernel/owner-context';
import { badRequest, notFound, ServiceError } from '../../kernel/service-error';
import { PdfReadError, pdfPageCount } from '../../platform/pdf/pdf-page-count';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { ReceivedUpload } from '../../platform/storage/receive-upload';
import { readStoredBytes, sha256Hex } from './agreement-files';

/**
 * Before an agreement PDF's bytes are read: the journey must be one of this workspace's own
 * (another workspace's is 404, a built-in is read-only like every write to it).
 */
export async function requireOwnJourney(ctx: OwnerContext, journeyId: string): Promise<void> {
  const journey = await ctx.db
    .selectFrom('flow_templates')
    .select(['workspace_id', 'is_default'])
    .where('id', '=', journeyId)
    .where((eb) => eb.or([eb('workspace_id', '=', ctx.workspaceId), eb('workspace_id', 'is', null)]))
    .executeTakeFirst();
  if (!journey) throw notFound(JOURNEY_MESSAGES.notFound);
  if (journey.workspace_id === null || journey.is_default) {
    throw new ServiceError(ERROR_CODES.BUILTIN_READ_ONLY, JOURNEY_MESSAGES.builtinReadOnly);
  }
}

/** The reasons pdfPageCount gives, as the owner reads them. */
const PDF_PROBLEMS = {
  not_pdf: () => new ServiceError(ERROR_CODES.UNSUPPORTED_FILE_TYPE, M.notAPdf),
  encrypted: () => badRequest(M.encryptedPdf),
  unreadable: () => badRequest(M.unreadablePdf),
} as const;

/**
 * An uploaded file (already streamed into storage under the workspace's key) becomes an agreement
 * stage's document: only a readable, unencrypted PDF of at most 100 pages. Anything else is
 * removed from storage again and refused with what to do. The stage names it by id when the
 * journey is saved (journeys/stage-agreements.ts checks it is this workspace's).
 */
export async function createAgreementDocument(
  ctx: OwnerContext,
  storage: FileStorage,
  upload: ReceivedUpload,
): Promise<AgreementDocumentResponse['document']> {
  try {
    if (upload.mimeType !== 'application/pdf') throw PDF_PROBLEMS.not_pdf();
    const bytes = await readStoredBytes(storage, upload.key);
    if (!bytes) throw PDF_PROBLEMS.unreadable();
    const pageCount = await pdfPageCount(bytes).catch((err: unknown) => {
      if (err instanceof PdfReadError) throw PDF_PROBLEMS[err.problem]();
      throw err;
    });
    if (pageCount > AGREEMENT_LIMITS.pages) throw badRequest(M.tooManyPages(AGREEMENT_LIMITS.pages));
    const row = await ctx.db
      .insertInto('agreement_documents')
      .values({
        workspace_id: ctx.workspaceId,
        file_key: upload.key,
        file_name: upload.originalName,
        page_count: pageCount,
        size_bytes: upload.size,
        sha256: sha256Hex(bytes),
        created_by: ctx.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, fileName: upload.originalName, pageCount, sizeBytes: upload.size };
  } catch (err) {
    // No row names it: nothing else would remove it.
    await storage.delete(upload.key).catch(() => undefined);
    throw err;
  }
}
