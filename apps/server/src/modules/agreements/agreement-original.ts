import {
  AGREEMENT_MESSAGES,
  builtinValues,
  fillAgreement,
  parseAgreementText,
  type StageAgreementConfig,
} from '@bloom/core';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { badRequest } from '../../kernel/service-error';
import type { Database } from '../../platform/db/schema';
import type { SignatureSlot } from '../../platform/db/schema-agreements';
import { pdfPageCount } from '../../platform/pdf/pdf-page-count';
import type { FileStorage } from '../../platform/storage/file-storage';
import { readStoredBytes, sha256Hex } from './agreement-files';
import { AGREEMENT_PDF_TEXT } from './pdf/agreement-pdf-text';
import { renderAgreementDocument } from './pdf/render-agreement-pdf';

/** What the document is made from when the owner sends it to one client. */
export interface OriginalInput {
  agreementId: string;
  version: number;
  config: StageAgreementConfig;
  workspace: { name: string; primary_color: string; logo_key: string | null; timezone: string };
  client: { client_name: string; name: string };
  /** The contacts asked to sign, in order ({{contact_name}}). */
  contactNames: readonly string[];
  /** The signature lines of a rendered document, in signing order. */
  signatureParties: readonly string[];
  /** The custom variables' values (already checked complete). */
  values: Readonly<Record<string, string>>;
  now: Date;
}

export interface Original {
  title: string;
  bytes: Uint8Array;
  /** SHA-256 (hex) of `bytes`: the audit trail's and the certificate's hash of the original. */
  sha256: string;
  pageCount: number;
  /** Where each party signs on a rendered document (by `signatureParties` index); null for an upload. */
  slots: SignatureSlot[] | null;
}

/** The header logo is drawn this tall (2× the PDF's 26 pt, for sharp print). */
const LOGO_HEIGHT_PX = 52;

/**
 * The document frozen into a client's agreement: the stage's text with the built-in and custom
 * variables filled, rendered in the workspace's branding; or the uploaded PDF as it is.
 */
export async function makeOriginal(
  db: Kysely<Database>,
  storage: FileStorage,
  workspaceId: string,
  input: OriginalInput,
): Promise<Original> {
  const { config, workspace, client } = input;
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: workspace.timezone }).format(input.now);
  const values = {
    ...input.values,
    ...builtinValues({
      clientName: client.client_name,
      projectName: client.name,
      contactNames: input.contactNames,
      workspaceName: workspace.name,
      date,
    }),
  };
  const title = fillAgreement(config.title, values).trim() || config.title;
  if (config.source === 'pdf') {
    const document = config.documentId
      ? await db
          .selectFrom('agreement_documents')
          .select(['file_key', 'page_count'])
          .where('id', '=', config.documentId)
          .where('workspace_id', '=', workspaceId)
          .executeTakeFirst()
      : undefined;
    const bytes = document && (await readStoredBytes(storage, document.file_key));
    if (!document || !bytes) throw badRequest(AGREEMENT_MESSAGES.documentNotFound);
    return { title, bytes, sha256: sha256Hex(bytes), pageCount: document.page_count, slots: null };
  }
  const { bytes, slots } = await renderAgreementDocument({
    title,
    blocks: parseAgreementText(fillAgreement(config.body, values)),
    branding: {
      workspaceName: workspace.name,
      accentColor: workspace.primary_color,
      logoPng: await logoPng(storage, workspace.logo_key),
    },
    footer: AGREEMENT_PDF_TEXT.agreementFooter(input.agreementId, input.version),
    signatureParties: input.signatureParties,
  });
  return { title, bytes, sha256: sha256Hex(bytes), pageCount: await pdfPageCount(bytes), slots };
}

/** The workspace's logo as a small PNG for the header; none when it cannot be read (the name still shows). */
async function logoPng(storage: FileStorage, key: string | null): Promise<Uint8Array | null> {
  if (!key) return null;
  try {
    const bytes = await readStoredBytes(storage, key);
    if (!bytes) return null;
    return await sharp(bytes).resize({ height: LOGO_HEIGHT_PX, withoutEnlargement: true }).png().toBuffer();
  } catch (err) {
    console.warn(`[agreements] the logo ${key} could not be drawn: ${(err as Error).message}`);
    return null;
  }
}
