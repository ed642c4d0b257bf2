import { type ApiRoute, ERROR_CODES, MESSAGES, storableJson } from '@bloom/core';
import { createRoute, type Hook, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../kernel/context';
import { zodMessage } from '../../kernel/service-error';
import { errorBody } from './errors';
import { honoPath, type MethodOf, type PathOf, type RouteKey, splitKey } from './route-key';

/**
 * How every route under /api is declared (docs/decisions/019-declared-routes.md, 031): `route()`
 * with core's route key and its params, query, body and responses from core's zod schemas,
 * registered on the app's one router. The router validates the request with them and the app
 * serves the OpenAPI document built from the same declarations at /api/openapi.json.
 */

/** A failed check of the declared input: a path id that cannot name a row is 404, anything else 400. */
const defaultHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  const message = zodMessage(result.error);
  if (result.target === 'param') return c.json(errorBody(ERROR_CODES.NOT_FOUND, message), 404);
  return c.json(errorBody(ERROR_CODES.VALIDATION_ERROR, message), 400);
};

/** A router whose `openapi(route, handler)` declarations validate their input and land in the document. */
export const createRouter = () => new OpenAPIHono<AppEnv>({ defaultHook });
export type Router = ReturnType<typeof createRouter>;

/** The body every error answer has. */
export const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

/** A JSON answer of `schema`. */
export const jsonContent = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/**
 * A required JSON body of `schema`. The net after it keeps an endpoint whose schema forgot
 * core's `text()` from sending NUL or lone surrogates to the database: NUL is a 400, a lone
 * surrogate becomes U+FFFD.
 */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: {
    'application/json': {
      schema: schema.transform((value, ctx) => {
        const storable = storableJson(value);
        if (storable.ok) return storable.value as z.output<S>;
        ctx.addIssue({ code: 'custom', message: MESSAGES.nulCharacter() });
        return z.NEVER;
      }),
    },
  },
});

const errorAnswer = (description: string) => jsonContent(errorSchema, description);

/** The error answers a route may give, by status, for its declaration. */
export const errors = {
  400: errorAnswer('The input failed a check; the message says which'),
  401: errorAnswer('No session'),
  402: errorAnswer('The subscription does not allow this'),
  403: errorAnswer('Not allowed'),
  404: errorAnswer('Not found, or another workspace’s'),
  409: errorAnswer('The current state does not allow this'),
  413: errorAnswer('The body or file is over the size limit'),
  415: errorAnswer('The file type is not allowed'),
  429: errorAnswer('Rate-limited; retry-after says when to try again'),
} as const;

/** The errors every owner route can answer (no session, the gate, bad input, another workspace's id). */
export const ownerErrors = { 400: errors[400], 401: errors[401], 402: errors[402], 404: errors[404] } as const;
/** An owner's write can also meet the cross-site check (403) and the body limit (413). */
export const ownerWriteErrors = { ...ownerErrors, 403: errors[403], 413: errors[413] } as const;
/** A write the current state may refuse (409: a status move it does not allow, a name taken). */
export const ownerConflictErrors = { ...ownerWriteErrors, 409: errors[409] } as const;
/** A body the app reads itself may also be over the limit (413) or of a type it refuses (415). */
export const ownerBodyErrors = { ...ownerErrors, 413: errors[413], 415: errors[415] } as const;

/** Everything a declaration says but its method and path, which its key gives. */
export type Declaration = Omit<RouteConfig, 'method' | 'path'>;

const routeOfKey = <K extends RouteKey>(key: K) => {
  const { method, path } = splitKey(key);
  return { method: method.toLowerCase() as Lowercase<MethodOf<K>>, path };
};

/**
 * `createRoute` for the route core's contract names `key` (e.g. 'POST /api/clients/{id}/archive'):
 * its method and path come from the key, so the server writes neither again.
 */
export function route<K extends ApiRoute, C extends Declaration>(key: K, config: C) {
  return createRoute({ ...config, ...routeOfKey(key) }) as C & { method: Lowercase<MethodOf<K>>; path: PathOf<K> };
}

/**
 * Describes a route whose body is not JSON (multipart uploads, the Stripe webhook's raw bytes,
 * a beacon's text/plain) or whose answer is a file or a page, without validating it here. Returns
 * where its handler goes, `router.on(method, path, handler)`, which streams or verifies the body itself.
 */
export function describeRoute<K extends RouteKey>(router: Router, key: K, config: Declaration) {
  const { method, path } = splitKey(key);
  router.openAPIRegistry.registerPath({ ...config, ...routeOfKey(key) });
  return { method, path: honoPath(path) };
}

/**
 * Development and tests only: every JSON answer is checked against the schema its route declares
 * for that status (an undeclared error status against the error shape; an undeclared success
 * status is itself a mismatch); one that does not match is logged and becomes a 500, so the test suite fails
 * loudly instead of the web reading a shape it does not expect.
 */
export function checkDeclaredResponses(app: OpenAPIHono<AppEnv>): MiddlewareHandler<AppEnv> {
  let declared: Map<string, RouteConfig> | undefined;
  const routeOf = (method: string, path: string) => {
    declared ??= new Map(
      app.openAPIRegistry.definitions.flatMap((d) =>
        d.type === 'route' ? [[`${d.route.method.toUpperCase()} ${honoPath(d.route.path)}`, d.route] as const] : [],
      ),
    );
    return declared.get(`${method} ${path}`);
  };
  return async (c, next) => {
    await next();
    // The route that answered (`/filters` rather than `/:id`, both matched); when a middleware
    // answered (no session, the body limit), the last route matched.
    const routes = c.req.matchedRoutes;
    const answered = routes[c.req.routeIndex];
    const handler = answered && answered.method !== 'ALL' ? answered : routes.findLast((r) => r.method !== 'ALL');
    if (!handler) return;
    const route = routeOf(c.req.method === 'HEAD' ? 'GET' : c.req.method, handler.path);
    const type = c.res.headers.get('content-type') ?? '';
    if (!route || !type.startsWith('application/json')) return;
    const answer = route.responses[c.res.status] as { content?: Record<string, { schema?: unknown }> } | undefined;
    // An error the route does not declare may come from an app-wide guard (the cross-site check,
    // the body limit): it must still have the one error shape.
    const schema = answer?.content?.['application/json']?.schema ?? (c.res.status >= 400 ? errorSchema : undefined);
    let problem = `status ${c.res.status} is not declared`;
    if (schema instanceof z.ZodType) {
      const result = schema.safeParse(await c.res.clone().json());
      if (result.success) return;
      problem = z.prettifyError(result.error);
    }
    console.error(`[response check] ${c.req.method} ${handler.path}: ${problem}`);
    c.res = undefined;
    c.res = c.json(errorBody(ERROR_CODES.INTERNAL_ERROR, `Response does not match its declaration: ${problem}`), 500);
  };
}
