import { Readable } from 'node:stream';
import { CLIENT_EXPORT_ROUTE, CLIENT_EXPORT_ROUTES, CLIENT_MESSAGES, clientExportFileName } from '@bloom/core';
import { z } from 'zod';
import type { ModuleDeps, Router } from '../../app-deps';
import { describeRoute, ownerErrors } from '../../platform/http/openapi';
import { uuidParam } from '../../platform/http/path-ids';
import { contentDisposition } from '../../platform/storage/filenames';
import { requireOwnerOnce } from '../auth';
import { gatherClientExport } from './client-export-data';
import { clientExportZip } from './export-zip';
import { renderSummaryPdf } from './summary-pdf';

const { contentType, cacheControl } = CLIENT_EXPORT_ROUTES[CLIENT_EXPORT_ROUTE];

/**
 * "Export this client's data" (issue 38; GDPR access and portability): the zip, streamed as it is
 * written. Owners and Admins, and a Member for a client assigned to them (the team guard on
 * /api/clients/:id/* answers 404 for the others, and the query checks again); another
 * workspace's, an unknown or an erased client is 404 for everyone.
 */
export function clientExportRoutes(app: Router, { db, storage }: ModuleDeps) {
  const exported = describeRoute(app, CLIENT_EXPORT_ROUTE, {
    tags: ['Clients'],
    summary: 'Everything kept about a client as a zip: answers, files, testimonial, agreements, consents, events',
    request: { params: z.object({ id: z.string().meta({ description: 'The client (uuid)' }) }) },
    responses: {
      200: {
        description: 'bloom-client-<name>-<date>.zip, with README.txt and summary.pdf',
        headers: z.object({
          'Content-Disposition': z
            .string()
            .meta({ description: 'attachment; filename="bloom-client-jordan-lee-2026-11-29.zip"' }),
          'Cache-Control': z.string().meta({ description: cacheControl }),
        }),
        content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } },
      },
      ...ownerErrors,
    },
  });
  // clientRoutes' requireOwner on /api/clients/* has read the owner already.
  app.on(exported.method, exported.path, requireOwnerOnce(db), async (c) => {
    const id = uuidParam(c, 'id', CLIENT_MESSAGES.notFound);
    const data = await gatherClientExport(c.get('owner'), id, storage);
    const pdf = await renderSummaryPdf(data);
    const zip = clientExportZip(data, pdf, storage);
    return c.body(Readable.toWeb(zip) as ReadableStream<Uint8Array>, 200, {
      'Content-Type': contentType,
      'Content-Disposition': contentDisposition('attachment', clientExportFileName(data.client.name, data.exportedAt)),
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
