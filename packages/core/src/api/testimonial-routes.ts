import { defineRoutes } from './define-routes';

export const TESTIMONIAL_ROUTES = defineRoutes({});
