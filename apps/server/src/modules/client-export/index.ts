// The client-export area's door: a client's data as a zip (issue 38).
export { clientExportRoutes } from './client-export-routes';
