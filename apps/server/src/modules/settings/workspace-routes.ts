import {
  formatFileSize,
  LOGO_MAX_BYTES,
  LOGO_MAX_PIXELS,
  workspacePatchSchema,
  workspaceSettingsSchema,
} from '@bloom/core';
import { z } from 'zod';
import type { ModuleDeps, Router } from '../../app-deps';
import { describeRoute, errors, jsonBody, jsonContent, ownerErrors, route } from '../../platform/http/openapi';
import { requireOwner } from '../auth';
import { readLogoUpload } from './logo/receive-logo';
import { removeWorkspaceLogo, setWorkspaceLogo } from './workspace-logo';
import { readWorkspaceSettings, updateWorkspaceSettings } from './workspace-settings';

const tags = ['Workspace'];
const logoMax = formatFileSize(LOGO_MAX_BYTES);
const settings = jsonContent(workspaceSettingsSchema, "The workspace's settings");
/** Routes with a body may also meet the body limit (413) and a wrong content type (415). */
const bodyErrors = { ...ownerErrors, 413: errors[413], 415: errors[415] } as const;

/**
 * The owner's workspace settings and logo (contract:
 * packages/core/src/api/settings-routes.ts). The public logo is modules/settings/logo/logo-routes.ts.
 */
export function workspaceRoutes(app: Router, { db, storage }: ModuleDeps) {
  const owner = requireOwner(db);
  const requireStorage = () => {
    if (!storage) throw new Error('File storage is not configured');
    return storage;
  };

  app.openapi(
    route('GET /api/workspace', {
      tags,
      summary: "The workspace's name, contact email, time zone, branding, Calendly link and setup state",
      middleware: [owner],
      responses: { 200: settings, ...ownerErrors },
    }),
    async (c) => c.json(await readWorkspaceSettings(c.get('owner')), 200),
  );

  app.openapi(
    route('PATCH /api/workspace', {
      tags,
      summary: 'Change some settings (only the keys sent; a failed check changes nothing)',
      middleware: [owner],
      request: { body: jsonBody(workspacePatchSchema) },
      responses: { 200: settings, ...bodyErrors },
    }),
    async (c) => c.json(await updateWorkspaceSettings(c.get('owner'), c.req.valid('json')), 200),
  );

  // Multipart: described here, read by the plain handler below (its size checked while streaming).
  const logoUpload = describeRoute(app, 'POST /api/workspace/logo', {
    tags,
    summary: `Upload the logo: PNG, JPEG or WebP (by their bytes, resized to ${LOGO_MAX_PIXELS} px) or SVG (sanitised), up to ${logoMax}`,
    request: {
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({
              file: z.string().meta({ format: 'binary', description: `One image, up to ${logoMax}` }),
            }),
          },
        },
      },
    },
    responses: { 200: settings, ...bodyErrors },
  });
  app.on(logoUpload.method, logoUpload.path, owner, async (c) => {
    const fileStorage = requireStorage();
    const logo = await readLogoUpload(c.req.raw);
    return c.json(await setWorkspaceLogo(c.get('owner'), fileStorage, logo), 200);
  });

  app.openapi(
    route('DELETE /api/workspace/logo', {
      tags,
      summary: 'Remove the logo (its stored file goes too)',
      middleware: [owner],
      responses: { 200: settings, ...ownerErrors, 413: errors[413] },
    }),
    async (c) => c.json(await removeWorkspaceLogo(c.get('owner'), storage), 200),
  );
}
