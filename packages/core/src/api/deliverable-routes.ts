import { defineRoutes } from './define-routes';

export const DELIVERABLE_ROUTES = defineRoutes({});
