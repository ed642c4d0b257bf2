import { healthResponseSchema, unhealthyResponseSchema } from '@bloom/core';
import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../../platform/db/database';
import { createRouter, jsonContent } from '../../platform/http/openapi';
import { databaseReachable } from './health-check';

export function healthRoutes({ db }: { db: Db }) {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/health',
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
  return r;
}
