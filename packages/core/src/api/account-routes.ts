import { defineRoutes } from './define-routes';

export const ACCOUNT_ROUTES = defineRoutes({});
