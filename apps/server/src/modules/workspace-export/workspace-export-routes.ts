import { Readable } from 'node:stream';
import { WORKSPACE_EXPORT_MESSAGES, workspaceExportResponseSchema, workspaceExportsResponseSchema } from '@bloom/core';
import { z } from 'zod';
import type { ModuleDeps, Router } from '../../app-deps';
import { notFound } from '../../kernel/service-error';
import { describeRoute, errors, jsonContent, ownerErrors, route } from '../../platform/http/openapi';
import { uuidParam } from '../../platform/http/path-ids';
import { contentDisposition } from '../../platform/storage/filenames';
import { requireOwner } from '../auth';
import { downloadableExport, listWorkspaceExports, startWorkspaceExport } from './export-service';

const tags = ['Workspace export'];
const ownerOnly = { ...ownerErrors, 403: errors[403] };

/** The Owner's workspace export (docs/decisions/041-workspace-export.md); core's ROUTE_ACTIONS keeps it theirs. */
export function workspaceExportRoutes(app: Router, { db, storage }: ModuleDeps) {
  const owner = requireOwner(db);

  app.openapi(
    route('POST /api/workspace-exports', {
      tags,
      summary: 'Start building a zip of the whole workspace (one at a time; ready by email)',
      middleware: [owner],
      responses: {
        201: jsonContent(workspaceExportResponseSchema, 'Queued'),
        ...ownerOnly,
        409: errors[409],
      },
    }),
    async (c) => c.json({ export: await startWorkspaceExport(c.get('owner')) }, 201),
  );

  app.openapi(
    route('GET /api/workspace-exports', {
      tags,
      summary: 'The latest exports, their progress and expiry',
      middleware: [owner],
      responses: { 200: jsonContent(workspaceExportsResponseSchema, 'Newest first'), ...ownerOnly },
    }),
    async (c) => c.json({ exports: await listWorkspaceExports(c.get('owner')) }, 200),
  );

  const download = describeRoute(app, 'GET /api/workspace-exports/{id}/download', {
    tags,
    summary: 'The export zip (until it expires)',
    request: { params: z.object({ id: z.string().meta({ description: 'The export (uuid)' }) }) },
    responses: {
      200: {
        description: 'The zip, as an attachment',
        headers: z.object({
          'Content-Disposition': z.string().meta({ description: 'attachment; filename="workspace-export-….zip"' }),
          'Cache-Control': z.string().meta({ description: 'private, no-store' }),
        }),
        content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
      },
      ...ownerOnly,
    },
  });
  app.on(download.method, download.path, owner, async (c) => {
    const id = uuidParam(c, 'id', WORKSPACE_EXPORT_MESSAGES.notFound);
    const found = await downloadableExport(c.get('owner'), id);
    const object = await storage?.get(found.key);
    if (!object) throw notFound(WORKSPACE_EXPORT_MESSAGES.notFound);
    const day = new Date(found.finishedAt).toISOString().slice(0, 10);
    return c.body(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, 200, {
      'Content-Type': 'application/zip',
      'Content-Length': String(object.size),
      'Content-Disposition': contentDisposition('attachment', `workspace-export-${day}.zip`),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
