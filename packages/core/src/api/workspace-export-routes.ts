import { workspaceExportResponseSchema, workspaceExportsResponseSchema } from '../workspace-export/workspace-export';
import { defineRoutes } from './define-routes';

/**
 * The Owner's workspace export (issue 38): start one, read the latest. The zip itself is a file
 * route (`GET /api/workspace-exports/{id}/download`), declared on the server only.
 */
export const WORKSPACE_EXPORT_ROUTES = defineRoutes({
  'POST /api/workspace-exports': { response: workspaceExportResponseSchema },
  'GET /api/workspace-exports': { response: workspaceExportsResponseSchema },
});
