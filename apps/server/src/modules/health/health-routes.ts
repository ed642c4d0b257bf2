import { healthResponseSchema, unhealthyResponseSchema } from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { jsonContent, route } from '../../platform/http/openapi';
import { databaseReachable } from './health-check';

export function healthRoutes(app: Router, { db }: ModuleDeps) {
  app.openapi(
    route('GET /api/health', {
      tags: ['Site'],
      summary: 'Whether the server and its database answer',
      responses: {
        200: jsonContent(healthResponseSchema, 'Healthy'),
        503: jsonContent(unhealthyResponseSchema, 'The database does not answer'),
      },
    }),
    async (c) =>
      (await databaseReachable(db))
        ? c.json({ status: 'ok' as const, database: 'ok' as const }, 200)
        : c.json({ status: 'error' as const, database: 'unreachable' as const }, 503),
  );
}
