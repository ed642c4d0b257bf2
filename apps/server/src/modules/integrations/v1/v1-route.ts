import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { idempotencyHeaders } from '../../../platform/http/idempotency';
import { errorSchema, errors, jsonContent } from '../../../platform/http/openapi';
import { honoPath, type MethodOf, type PathOf, splitKey } from '../../../platform/http/route-key';
import { API_RATE_LIMIT } from './key-rate-limit';

/** The security scheme's name in the v1 document: `Authorization: Bearer bloom_live_…`. */
export const V1_SECURITY = 'apiKey';
export const V1_PREFIX = '/api/v1';
/** The v1 document, which the reference page at /docs/api reads. */
export const V1_DOCUMENT_PATH = `${V1_PREFIX}/openapi.json`;

/** A v1 route's key, as core's keys name the owner API's routes: `METHOD /api/v1/path/{param}`. */
type V1Key = `${'GET' | 'POST' | 'PATCH' | 'DELETE'} ${typeof V1_PREFIX}/${string}`;

/** Every v1 route may answer these: the key (401), the subscription (402), the limit (429), bad input. */
const v1Errors = {
  400: errors[400],
  401: jsonContent(errorSchema, 'No API key, a malformed one, or a revoked one'),
  402: errors[402],
  404: errors[404],
  429: jsonContent(
    errorSchema,
    `Over ${API_RATE_LIMIT} requests a minute for this key; Retry-After says when to retry`,
  ),
} as const;
const writeErrors = {
  403: jsonContent(errorSchema, 'A read-only key (API_KEY_READ_ONLY)'),
  409: errors[409],
  413: errors[413],
} as const;
const postErrors = {
  422: jsonContent(errorSchema, 'This Idempotency-Key was already used with a different request'),
} as const;

interface V1RouteInput<Req, S extends 200 | 201, C> {
  tag: string;
  summary: string;
  description?: string;
  request?: Req;
  /** The success answer: status and body. */
  ok: { status: S; content: C };
  /** A curl example's body. */
  exampleBody?: unknown;
}

type Request = NonNullable<RouteConfig['request']>;
type Content = ReturnType<typeof jsonContent>;

/**
 * One /api/v1 route's declaration: the API key security, the error answers its method can give,
 * and a curl example (`x-codeSamples`, shown by the reference page).
 */
export function v1Route<const K extends V1Key, Req extends Request, const S extends 200 | 201, const C extends Content>(
  key: K,
  input: V1RouteInput<Req, S, C>,
) {
  const { method, path } = splitKey(key);
  const write = method !== 'GET';
  const post = method === 'POST';
  const curl = [
    `curl${write ? ` -X ${method}` : ''} "https://your-bloom.example${honoPath(path)}"`,
    '  -H "Authorization: Bearer $BLOOM_API_KEY"',
    ...(post ? ['  -H "Idempotency-Key: $(uuidgen)"'] : []),
    ...(input.exampleBody !== undefined
      ? ['  -H "Content-Type: application/json"', `  -d '${JSON.stringify(input.exampleBody)}'`]
      : []),
  ].join(' \\\n');
  const route = createRoute({
    method: method.toLowerCase() as Lowercase<MethodOf<K>>,
    path,
    tags: [input.tag],
    summary: input.summary,
    // Also in the description: the reference page (Swagger UI) shows descriptions, not x-codeSamples.
    description: `${input.description ? `${input.description}\n\n` : ''}\`\`\`sh\n${curl}\n\`\`\``,
    security: [{ [V1_SECURITY]: [] }],
    request: { ...input.request, ...(post ? { headers: idempotencyHeaders } : {}) },
    responses: {
      [input.ok.status]: input.ok.content,
      ...v1Errors,
      ...(write ? writeErrors : {}),
      ...(post ? postErrors : {}),
    },
    'x-codeSamples': [{ lang: 'Shell', label: 'curl', source: curl }],
  });
  // The spreads above widen the type; the handler's input and answer types come from these.
  return route as Omit<typeof route, 'method' | 'path' | 'request' | 'responses'> & {
    method: Lowercase<MethodOf<K>>;
    path: PathOf<K>;
    request: Req;
    responses: { [K in S]: C } & typeof v1Errors;
  };
}
