import type { OwnerContext } from '../../kernel/owner-context';
import type { FileStorage } from '../../platform/storage/file-storage';
import {
  type AnswerSet,
  answerSets,
  clientJson,
  contactRows,
  contactsJson,
  exportableClient,
} from './export-client-rows';
import { auditEvents, consentsJson, type ExportEvent } from './export-events';
import { type ExportFile, exportFiles } from './export-files';
import { agreementsJson, emailsJson, invoicesJson, testimonialsJson } from './export-records';

/** Everything the export writes but the files' bytes, read before the first byte of the zip is sent. */
export interface ClientExportData {
  exportedAt: Date;
  client: ReturnType<typeof clientJson>;
  contacts: ReturnType<typeof contactsJson>;
  answers: AnswerSet[];
  files: ExportFile[];
  testimonials: Awaited<ReturnType<typeof testimonialsJson>>;
  agreements: Awaited<ReturnType<typeof agreementsJson>>;
  invoices: Awaited<ReturnType<typeof invoicesJson>>;
  consents: Awaited<ReturnType<typeof consentsJson>>;
  events: ExportEvent[];
  emails: Awaited<ReturnType<typeof emailsJson>>;
}

/**
 * Reads the client `id` of the owner's workspace (404 when it is another workspace's, not
 * assigned to a Member, or erased) and everything the export holds about them.
 */
export async function gatherClientExport(
  ctx: OwnerContext,
  id: string,
  storage: FileStorage | undefined,
  now = new Date(),
): Promise<ClientExportData> {
  const client = await exportableClient(ctx, id);
  const contacts = await contactRows(ctx, client.id);
  const [answers, files, testimonials, agreements, invoices, consents, events, emails] = await Promise.all([
    answerSets(ctx, client.id),
    exportFiles(ctx, client.id, storage),
    testimonialsJson(ctx, client.id),
    agreementsJson(ctx, client.id),
    invoicesJson(ctx, client.id),
    consentsJson(ctx, client, contacts),
    auditEvents(ctx, client.id),
    emailsJson(ctx, client, contacts),
  ]);
  return {
    exportedAt: now,
    client: clientJson(client),
    contacts: contactsJson(contacts),
    answers,
    files,
    testimonials,
    agreements,
    invoices,
    consents,
    events,
    emails,
  };
}
