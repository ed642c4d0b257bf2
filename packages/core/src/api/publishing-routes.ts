import { okResponseSchema } from '../clients/client-responses';
import {
  publicWidgetResponseSchema,
  publishingSettingsResponseSchema,
  widgetListResponseSchema,
  widgetResponseSchema,
} from '../publishing/publishing-responses';
import {
  publishingSettingsPatchSchema,
  testimonialPublishingSchema,
  widgetInputSchema,
  widgetPatchSchema,
} from '../publishing/widget-settings';
import { testimonialResponseSchema } from '../testimonials/testimonial-responses';
import { defineRoutes } from './define-routes';

/**
 * Publishing testimonials (issue 21). Binary and HTML answers (exports, /embed, /gallery) are
 * only in the OpenAPI document.
 */
export const PUBLISHING_ROUTES = defineRoutes({
  'GET /api/widgets': { response: widgetListResponseSchema },
  'POST /api/widgets': { body: widgetInputSchema, response: widgetResponseSchema },
  'GET /api/widgets/{id}': { response: widgetResponseSchema },
  'PATCH /api/widgets/{id}': { body: widgetPatchSchema, response: widgetResponseSchema },
  'DELETE /api/widgets/{id}': { response: okResponseSchema },
  'GET /api/publishing': { response: publishingSettingsResponseSchema },
  'PATCH /api/publishing': { body: publishingSettingsPatchSchema, response: publishingSettingsResponseSchema },
  'PATCH /api/testimonials/{id}/publishing': { body: testimonialPublishingSchema, response: testimonialResponseSchema },
  'GET /api/public/widgets/{widgetId}': { response: publicWidgetResponseSchema },
});
