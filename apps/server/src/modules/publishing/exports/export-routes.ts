import { EXPORT_FORMAT_IDS, EXPORT_FORMATS, type ExportFormat, TESTIMONIAL_MESSAGES } from '@bloom/core';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { ModuleDeps, Router } from '../../../app-deps';
import { badRequest } from '../../../kernel/service-error';
import { describeRoute, ownerErrors } from '../../../platform/http/openapi';
import { uuidParam } from '../../../platform/http/path-ids';
import { honoPathOf } from '../../../platform/http/route-key';
import { contentDisposition } from '../../../platform/storage/filenames';
import { downloadQuerySchema } from '../../../platform/storage/send-stored-file';
import { requireOwnerOnce } from '../../auth';
import { prepareTestimonialExport } from './testimonial-export';

export const INVALID_EXPORT_FORMAT = `Choose a format: ${EXPORT_FORMAT_IDS.join(', ')}`;
/** The owner's own files: a browser may keep them five minutes, then asks again with the ETag. */
const CACHE_CONTROL = 'private, max-age=300';

const isExportFormat = (value: string): value is ExportFormat => Object.hasOwn(EXPORT_FORMATS, value);
const binary = z.string().meta({ format: 'binary' });
const png = (format: ExportFormat) =>
  `${format} (${EXPORT_FORMATS[format].width} × ${EXPORT_FORMATS[format].height} PNG)`;

const EXPORT_ROUTE = 'GET /api/testimonials/{id}/export/{format}';

/**
 * The export page previews the PDF in a frame of our own pages: set outside the app-wide security
 * headers (which forbid any framing), for this route only. app.ts registers it before them.
 */
export function exportFrameHeaders(app: Router) {
  app.use(honoPathOf(EXPORT_ROUTE), frameable);
}

const frameable: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status !== 200) return;
  c.res.headers.set('X-Frame-Options', 'SAMEORIGIN');
  const policy = c.res.headers.get('Content-Security-Policy');
  if (policy)
    c.res.headers.set('Content-Security-Policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
};

/**
 * GET /api/testimonials/{id}/export/{format}: a testimonial as a square, social or story PNG or
 * an A4 PDF in the workspace's brand, for the owner (any status: the web warns when the client
 * gave no publish permission). Inline for the preview, `?download` as a file with a meaningful name.
 */
export function exportRoutes(app: Router, { db, storage }: ModuleDeps) {
  const exported = describeRoute(app, EXPORT_ROUTE, {
    tags: ['Testimonials'],
    summary: "A testimonial as an image or a PDF in the workspace's brand",
    request: {
      params: z.object({
        id: z.string().meta({ description: 'The testimonial (uuid)' }),
        format: z.enum(EXPORT_FORMAT_IDS as [ExportFormat, ...ExportFormat[]]).meta({
          description: `${png('square')}, ${png('social')}, ${png('story')} or pdf (A4)`,
        }),
      }),
      query: downloadQuerySchema,
    },
    responses: {
      200: {
        description: 'The file; inline, or an attachment named after the client with ?download',
        headers: z.object({
          ETag: z
            .string()
            .meta({ description: 'Changes with the testimonial and the brand; send it in If-None-Match' }),
          'Cache-Control': z.string().meta({ description: CACHE_CONTROL }),
          'Content-Disposition': z
            .string()
            .meta({ description: 'inline, or attachment; filename="jordan-lee-testimonial-square.png"' }),
        }),
        content: { 'image/png': { schema: binary }, 'application/pdf': { schema: binary } },
      },
      304: { description: 'Not modified: If-None-Match names its ETag' },
      ...ownerErrors,
    },
  });
  // testimonialRoutes' guard on /api/testimonials/* may have read the owner already.
  app.on(exported.method, exported.path, requireOwnerOnce(db), async (c) => {
    const id = uuidParam(c, 'id', TESTIMONIAL_MESSAGES.notFound);
    const format = c.req.param('format');
    if (!isExportFormat(format)) throw badRequest(INVALID_EXPORT_FORMAT);
    const file = await prepareTestimonialExport(c.get('owner'), storage, id, format);
    const disposition = c.req.query('download') === undefined ? 'inline' : 'attachment';
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'Content-Disposition': contentDisposition(disposition, file.fileName),
      'Cache-Control': CACHE_CONTROL,
      ETag: file.etag,
    };
    const known = c.req
      .header('if-none-match')
      ?.split(',')
      .some((tag) => tag.trim() === file.etag || tag.trim() === `W/${file.etag}`);
    if (known) return c.body(null, 304, headers);
    const bytes = await file.bytes();
    headers['Content-Length'] = String(bytes.byteLength);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, headers);
  });
}
