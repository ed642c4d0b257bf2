// The client history area's door: what app.ts may use of it (the only import path into it).
export { clientHistoryRoutes } from './client-history-routes';
