import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { idempotencyHeaders } from '../../../platform/http/idempotency';
import { errorSchema, errors, jsonContent } from '../../../platform/http/openapi';

/** The security scheme's name in the v1 document: `Authorization: Bearer bloom_live_…`. */
export const V1_SECURITY = 'apiKey';
export const V1_PREFIX = '/api/v1';

/** Every v1 route may answer these: the key (401), the subscription (402), the limit (429), bad input. */
const v1Errors = {
  400: errors[400],
  401: jsonContent(errorSchema, 'No API key, a malformed one, or a revoked one'),
  402: errors[402],
  404: errors[404],
  429: jsonContent(errorSchema, 'Over 60 requests a minute for this key; Retry-After says when to retry'),
} as const;
const writeErrors = {
  403: jsonContent(errorSchema, 'A read-only key (API_KEY_READ_ONLY)'),
  409: errors[409],
  413: errors[413],
} as const;
const postErrors = {
  422: jsonContent(errorSchema, 'This Idempotency-Key was already used with a different request'),
} as const;

interface V1RouteInput<M, Req, S extends 200 | 201, C> {
  method: M;
  /** Below /api/v1, e.g. '/clients/{id}'. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  request?: Req;
  /** The success answer: status and body. */
  ok: { status: S; content: C };
  /** A curl example's body. */
  exampleBody?: unknown;
}

type Method = 'get' | 'post' | 'patch' | 'delete';
type Request = NonNullable<RouteConfig['request']>;
type Content = ReturnType<typeof jsonContent>;

/**
 * One /api/v1 route's declaration: the API key security, the error answers its method can give,
 * and a curl example (`x-codeSamples`, shown by the reference page).
 */
export function v1Route<
  const M extends Method,
  Req extends Request,
  const S extends 200 | 201,
  const C extends Content,
>(input: V1RouteInput<M, Req, S, C>) {
  const path = `${V1_PREFIX}${input.path}`;
  const write = input.method !== 'get';
  const curl = [
    `curl${input.method === 'get' ? '' : ` -X ${input.method.toUpperCase()}`} "https://your-bloom.example${path.replaceAll(/{(\w+)}/g, ':$1')}"`,
    '  -H "Authorization: Bearer $BLOOM_API_KEY"',
    ...(input.method === 'post' ? ['  -H "Idempotency-Key: $(uuidgen)"'] : []),
    ...(input.exampleBody !== undefined
      ? ['  -H "Content-Type: application/json"', `  -d '${JSON.stringify(input.exampleBody)}'`]
      : []),
  ].join(' \\\n');
  const route = createRoute({
    method: input.method,
    path,
    tags: [input.tag],
    summary: input.summary,
    // Also in the description: the reference page (Swagger UI) shows descriptions, not x-codeSamples.
    description: `${input.description ? `${input.description}\n\n` : ''}\`\`\`sh\n${curl}\n\`\`\``,
    security: [{ [V1_SECURITY]: [] }],
    request: { ...input.request, ...(input.method === 'post' ? { headers: idempotencyHeaders } : {}) },
    responses: {
      [input.ok.status]: input.ok.content,
      ...v1Errors,
      ...(write ? writeErrors : {}),
      ...(input.method === 'post' ? postErrors : {}),
    },
    'x-codeSamples': [{ lang: 'Shell', label: 'curl', source: curl }],
  });
  // The spreads above widen the type; the handler's input and answer types come from these.
  return route as Omit<typeof route, 'method' | 'request' | 'responses'> & {
    method: M;
    request: Req;
    responses: { [K in S]: C } & typeof v1Errors;
  };
}
