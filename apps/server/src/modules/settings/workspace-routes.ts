import { workspacePatchSchema, workspaceSettingsSchema } from '@bloom/core';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { createRouter, describeRoute, errors, jsonBody, jsonContent, ownerErrors } from '../../platform/http/openapi';
import type { FileStorage } from '../../platform/storage/file-storage';
import { requireOwner } from '../auth';
import { readLogoUpload } from './logo/receive-logo';
import { removeWorkspaceLogo, setWorkspaceLogo } from './workspace-logo';
import { readWorkspaceSettings, updateWorkspaceSettings } from './workspace-settings';

export interface WorkspaceRouteDeps {
  db: Db;
  storage: FileStorage | undefined;
}

const tags = ['Workspace'];
const settings = jsonContent(workspaceSettingsSchema, "The workspace's settings");
/** Routes with a body may also meet the body limit (413) and a wrong content type (415). */
const bodyErrors = { ...ownerErrors, 413: errors[413], 415: errors[415] } as const;

/**
 * The owner's workspace settings and logo, mounted on /api (contract:
 * packages/core/src/api/settings-routes.ts). The public logo is modules/settings/logo/logo-routes.ts.
 */
export function workspaceRoutes({ db, storage }: WorkspaceRouteDeps) {
  const r = createRouter();
  const owner = requireOwner(db);
  const requireStorage = () => {
    if (!storage) throw new Error('File storage is not configured');
    return storage;
  };

  r.openapi(
    createRoute({
      method: 'get',
      path: '/workspace',
      tags,
      summary: "The workspace's name, contact email, time zone, branding, Calendly link and setup state",
      middleware: [owner],
      responses: { 200: settings, ...ownerErrors },
    }),
    async (c) => c.json(await readWorkspaceSettings(c.get('owner')), 200),
  );

  r.openapi(
    createRoute({
      method: 'patch',
      path: '/workspace',
      tags,
      summary: 'Change some settings (only the keys sent; a failed check changes nothing)',
      middleware: [owner],
      request: { body: jsonBody(workspacePatchSchema) },
      responses: { 200: settings, ...bodyErrors },
    }),
    async (c) => c.json(await updateWorkspaceSettings(c.get('owner'), c.req.valid('json')), 200),
  );

  // Multipart: described here, read by the plain handler below (2 MB, checked while streaming).
  describeRoute(
    r,
    createRoute({
      method: 'post',
      path: '/workspace/logo',
      tags,
      summary: 'Upload the logo: PNG, JPEG or WebP (by their bytes, resized to 512 px) or SVG (sanitised), up to 2 MB',
      request: {
        body: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: z.object({ file: z.string().meta({ format: 'binary', description: 'One image, up to 2 MB' }) }),
            },
          },
        },
      },
      responses: { 200: settings, ...bodyErrors },
    }),
  );
  r.post('/workspace/logo', owner, async (c) => {
    const fileStorage = requireStorage();
    const logo = await readLogoUpload(c.req.raw);
    return c.json(await setWorkspaceLogo(c.get('owner'), fileStorage, logo), 200);
  });

  r.openapi(
    createRoute({
      method: 'delete',
      path: '/workspace/logo',
      tags,
      summary: 'Remove the logo (its stored file goes too)',
      middleware: [owner],
      responses: { 200: settings, ...ownerErrors, 413: errors[413] },
    }),
    async (c) => c.json(await removeWorkspaceLogo(c.get('owner'), storage), 200),
  );

  return r;
}
