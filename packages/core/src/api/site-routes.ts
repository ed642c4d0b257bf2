import { defineRoutes } from './define-routes';

export const SITE_ROUTES = defineRoutes({});
