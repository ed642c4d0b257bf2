import { createHash } from 'node:crypto';
import { EXPORT_FORMATS, type ExportFormat, LOGO_FILE_NAME, LOGO_TYPES, TESTIMONIAL_MESSAGES } from '@bloom/core';
import type { OwnerContext } from '../../../kernel/owner-context';
import { notFound } from '../../../kernel/service-error';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { QUOTE_COLUMNS } from '../../testimonials';
import { type ExportCache, exportCache } from './export-cache';
import { exportFileName } from './export-file-name';
import { type ExportInput, renderExport } from './render-export';

/**
 * Raised when the exports' design changes, so browsers holding an ETag of the old design
 * (private, max-age=300) fetch the new one instead of hearing 304.
 */
const DESIGN_VERSION = 1;

/** One export of one testimonial, ready to answer: its version tag first, the bytes on demand. */
export interface TestimonialExport {
  etag: string;
  fileName: string;
  contentType: string;
  /** The file: from the cache, or rendered once and kept there. */
  bytes(): Promise<Uint8Array>;
}

/**
 * Any testimonial of the owner's workspace, in any status (the owner may export one for their
 * own use; the page warns when the client did not consent to publishing). Another workspace's
 * or an unknown id is 404. The cache key is what the file shows: the testimonial's version
 * (updated_at, touched by a trigger on every change) and the workspace's publish version (bumped
 * when its name, logo or colours change), so an edit is never served stale.
 */
export async function prepareTestimonialExport(
  ctx: OwnerContext,
  storage: FileStorage | undefined,
  id: string,
  format: ExportFormat,
  cache: ExportCache = exportCache,
): Promise<TestimonialExport> {
  const row = await ctx.db
    .selectFrom('testimonials as t')
    .innerJoin('projects as p', 'p.id', 't.project_id')
    .innerJoin('workspaces as w', 'w.id', 'p.workspace_id')
    .select([
      ...QUOTE_COLUMNS,
      't.updated_at',
      'w.name as workspace_name',
      'w.primary_color',
      'w.accent_color',
      'w.logo_key',
      'w.logo_url',
      'w.publish_version',
    ])
    .where('t.id', '=', id)
    .where('p.workspace_id', '=', ctx.workspaceId)
    .executeTakeFirst();
  if (!row) throw notFound(TESTIMONIAL_MESSAGES.notFound);

  const key = `${id}:${row.updated_at.getTime()}:${row.publish_version}:${format}:${DESIGN_VERSION}`;
  const loadInput = async (): Promise<ExportInput> => {
    const logo = row.logo_key && storage ? await readLogo(storage, row.logo_key) : null;
    return {
      quote: row.content,
      name: row.client_name,
      title: row.client_title,
      company: row.client_company,
      rating: row.rating,
      brand: {
        name: row.workspace_name,
        primaryColor: row.primary_color,
        accentColor: row.accent_color,
        logo,
        logoType: logo ? logoTypeOf(row.logo_url) : null,
      },
    };
  };
  return {
    etag: `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`,
    fileName: exportFileName(row.client_name, format),
    contentType: EXPORT_FORMATS[format].type,
    bytes: () => cache.getOrRender(key, async () => renderExport(await loadInput(), format)),
  };
}

/** The MIME type of the logo, from its public name `<sha256>.<ext>`. */
function logoTypeOf(url: string | null): string | null {
  const extension = LOGO_FILE_NAME.exec(url?.split('/').pop() ?? '')?.[2];
  return LOGO_TYPES.find((t) => t.extension === extension)?.mime ?? null;
}

/** The stored logo's bytes; a missing object leaves the logo out rather than failing the export. */
async function readLogo(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}
