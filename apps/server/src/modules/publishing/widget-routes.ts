import {
  MAX_WIDGETS_PER_WORKSPACE,
  okResponseSchema,
  PUBLISHING_MESSAGES,
  publishingSettingsPatchSchema,
  publishingSettingsResponseSchema,
  TESTIMONIAL_MESSAGES,
  testimonialPublishingSchema,
  testimonialResponseSchema,
  widgetInputSchema,
  widgetListResponseSchema,
  widgetPatchSchema,
  widgetResponseSchema,
} from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { errors, jsonBody, jsonContent, ownerErrors, ownerWriteErrors, route } from '../../platform/http/openapi';
import { uuidParams } from '../../platform/http/path-ids';
import { requireOwner } from '../auth';
import { readPublishingSettings, updatePublishingSettings } from './publishing-settings';
import { setTestimonialPublishing } from './testimonial-publishing';
import { createWidget, deleteWidget, getWidget, listWidgets, updateWidget } from './widget-service';

const tags = ['Publishing'];
const params = uuidParams('id', PUBLISHING_MESSAGES.widgetNotFound);
const widget = jsonContent(widgetResponseSchema, 'The widget');
const publishing = jsonContent(
  publishingSettingsResponseSchema,
  'The wall switch, its address and the published count',
);

/**
 * The owner's publishing (issue 21; contract: core api/publishing-routes.ts):
 * widgets, the wall's switch, and hiding or pinning a testimonial. The public answers are
 * public-widget-routes.ts, embed-routes.ts and wall-routes.ts.
 */
export function widgetRoutes(app: Router, { db }: ModuleDeps) {
  const owner = requireOwner(db);

  app.openapi(
    route('GET /api/widgets', {
      tags,
      summary: "The workspace's widgets, oldest first",
      middleware: [owner],
      responses: { 200: jsonContent(widgetListResponseSchema, 'The widgets'), ...ownerErrors },
    }),
    async (c) => c.json({ widgets: await listWidgets(c.get('owner')) }, 200),
  );

  app.openapi(
    route('POST /api/widgets', {
      tags,
      summary: `Save a new named widget (at most ${MAX_WIDGETS_PER_WORKSPACE} per workspace: 409 past it)`,
      middleware: [owner],
      request: { body: jsonBody(widgetInputSchema) },
      responses: { 201: widget, ...ownerWriteErrors, 409: errors[409] },
    }),
    async (c) => c.json({ widget: await createWidget(c.get('owner'), c.req.valid('json')) }, 201),
  );

  app.openapi(
    route('GET /api/widgets/{id}', {
      tags,
      summary: 'One widget',
      middleware: [owner],
      request: { params },
      responses: { 200: widget, ...ownerErrors },
    }),
    async (c) => c.json({ widget: await getWidget(c.get('owner'), c.req.valid('param').id) }, 200),
  );

  app.openapi(
    route('PATCH /api/widgets/{id}', {
      tags,
      summary: 'Rename it or change its settings (its public id stays)',
      middleware: [owner],
      request: { params, body: jsonBody(widgetPatchSchema) },
      responses: { 200: widget, ...ownerWriteErrors },
    }),
    async (c) =>
      c.json({ widget: await updateWidget(c.get('owner'), c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  app.openapi(
    route('DELETE /api/widgets/{id}', {
      tags,
      summary: 'Delete it: its embed code shows nothing from then on',
      middleware: [owner],
      request: { params },
      responses: { 200: jsonContent(okResponseSchema, 'Deleted'), ...ownerWriteErrors },
    }),
    async (c) => {
      await deleteWidget(c.get('owner'), c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    route('GET /api/publishing', {
      tags,
      summary: 'Whether the wall of love is on, where it lives and how many testimonials are published',
      middleware: [owner],
      responses: { 200: publishing, ...ownerErrors },
    }),
    async (c) => c.json({ publishing: await readPublishingSettings(c.get('owner')) }, 200),
  );

  app.openapi(
    route('PATCH /api/publishing', {
      tags,
      summary: 'Turn the wall of love on or off',
      middleware: [owner],
      request: { body: jsonBody(publishingSettingsPatchSchema) },
      responses: { 200: publishing, ...ownerWriteErrors },
    }),
    async (c) => c.json({ publishing: await updatePublishingSettings(c.get('owner'), c.req.valid('json')) }, 200),
  );

  app.openapi(
    route('PATCH /api/testimonials/{id}/publishing', {
      tags,
      summary: 'Hide a testimonial from the widgets and the wall (it stays approved), or pin it to the top',
      middleware: [owner],
      request: { params: uuidParams('id', TESTIMONIAL_MESSAGES.notFound), body: jsonBody(testimonialPublishingSchema) },
      responses: { 200: jsonContent(testimonialResponseSchema, 'The whole testimonial'), ...ownerWriteErrors },
    }),
    async (c) =>
      c.json(
        {
          testimonial: await setTestimonialPublishing(c.get('owner'), c.req.valid('param').id, c.req.valid('json')),
        },
        200,
      ),
  );
}
