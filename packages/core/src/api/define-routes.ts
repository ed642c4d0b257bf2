import type { z } from 'zod';

/**
 * One JSON route of the API as the web calls it: its input and its answer's schema. The server
 * declares each with `createRoute` from these same schemas, and a server test checks that the
 * OpenAPI document and this contract list the same routes with the same answers
 * (docs/decisions/019-declared-routes.md). The web imports the contract with `import type` only,
 * so no schema reaches a browser bundle.
 */
export interface ApiRouteContract {
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body; 'multipart' for the upload routes (one file field, streamed). */
  body?: z.ZodType | 'multipart';
  /** The success answer (200 or 201). */
  response: z.ZodType;
}

/** Keys are `METHOD /api/path/{param}`, as the OpenAPI document writes them. */
export const defineRoutes = <
  const T extends Record<`${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`, ApiRouteContract>,
>(
  routes: T,
) => routes;
