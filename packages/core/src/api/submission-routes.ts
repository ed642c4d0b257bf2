import { defineRoutes } from './define-routes';

export const SUBMISSION_ROUTES = defineRoutes({});
