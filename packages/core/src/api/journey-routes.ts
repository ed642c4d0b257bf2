import { defineRoutes } from './define-routes';

export const JOURNEY_ROUTES = defineRoutes({});
