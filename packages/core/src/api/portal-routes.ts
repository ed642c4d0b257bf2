import { defineRoutes } from './define-routes';

export const PORTAL_ROUTES = defineRoutes({});
