import { defineRoutes } from './define-routes';

export const BILLING_ROUTES = defineRoutes({});
