// The workspace export area's door: what other areas and the composition root use of it.
export { workWorkspaceExport } from './export-job';
export { removeExpiredExports } from './export-service';
export { workspaceExportSubscriptions } from './export-subscribers';
export { workspaceExportRoutes } from './workspace-export-routes';
