import {
  type ApiBody,
  type ApiQuery,
  type ApiResponse,
  type ApiRoute,
  type ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  MESSAGES,
  type PortalBranding,
} from '@bloom/core';

/**
 * An API answer that was not 2xx, read from `{ error: { code, message }, fields?, branding? }`,
 * or no answer at all (status 0, code NETWORK_ERROR).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Field id → message, from a 400 VALIDATION_ERROR that names its fields (the portal's forms). */
  readonly fields: Record<string, string> | undefined;
  /** The workspace's look, from the portal's 401 PORTAL_PASSWORD_REQUIRED. */
  readonly branding: PortalBranding | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: { fields?: Record<string, string>; branding?: PortalBranding } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = extra.fields;
    this.branding = extra.branding;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** An ApiError with this code (the codes are core's ERROR_CODES). */
export const hasErrorCode = (error: unknown, code: ErrorCode): error is ApiError =>
  error instanceof ApiError && error.code === code;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function stringRecord(v: unknown): Record<string, string> | undefined {
  if (!isRecord(v)) return undefined;
  const entries = Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function readBranding(v: unknown): PortalBranding | undefined {
  if (!isRecord(v) || typeof v.name !== 'string' || typeof v.primaryColor !== 'string') return undefined;
  const orNull = (x: unknown) => (typeof x === 'string' ? x : null);
  return {
    name: v.name,
    primaryColor: v.primaryColor,
    logoUrl: orNull(v.logoUrl),
    accentColor: orNull(v.accentColor),
    calendlyUrl: orNull(v.calendlyUrl),
    timezone: typeof v.timezone === 'string' ? v.timezone : 'UTC',
  };
}

/**
 * The one reader of error answers: the ApiError a status and its parsed body stand for. Status 0
 * is a network failure; `fallback` is the message when the body carries none.
 */
export function apiError(status: number, body: unknown, fallback: string = MESSAGES.unexpected): ApiError {
  // A literal checked against ErrorCode, not a read of ERROR_CODES: every page loads this file,
  // and the whole code table would come with it.
  if (status === 0) return new ApiError(0, 'NETWORK_ERROR' satisfies ErrorCode, MESSAGES.networkError);
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  return new ApiError(
    status,
    typeof error.code === 'string' ? error.code : `HTTP_${status}`,
    typeof error.message === 'string' && error.message ? error.message : fallback,
    {
      fields: isRecord(body) ? stringRecord(body.fields) : undefined,
      branding: isRecord(body) ? readBranding(body.branding) : undefined,
    },
  );
}

/** A JSON answer's body, or undefined when there is none or it is not JSON. */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The `{name}` segments of a contract path. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
type RouteParams<K extends ApiRoute> = ParamNames<K extends `${string} ${infer Path}` ? Path : never>;

/** The path's params when it has some (each is encoded into the URL). */
export type ParamsOption<K extends ApiRoute> = [RouteParams<K>] extends [never]
  ? { params?: undefined }
  : { params: Record<RouteParams<K>, string> };
type BodyOption<K extends ApiRoute> = [ApiBody<K>] extends [never] ? { body?: undefined } : { body: ApiBody<K> };
type QueryOption<K extends ApiRoute> = [ApiQuery<K>] extends [never] ? { query?: undefined } : { query?: ApiQuery<K> };

export interface RequestOptions {
  signal?: AbortSignal;
  /** Lets the request finish after the page is hidden or closed (the portal's last draft save). */
  keepalive?: boolean;
  /** Sent as `Idempotency-Key`: a retried creating POST with the same key answers the first result. */
  idempotencyKey?: string;
}

/** What a call of route K takes: its params, JSON body and query, as the contract types them. */
export type ApiOptions<K extends ApiRoute> = ParamsOption<K> & BodyOption<K> & QueryOption<K> & RequestOptions;

/** The options argument, left out when the route needs none. */
export type ApiArgs<K extends ApiRoute> =
  object extends ApiOptions<K> ? [options?: ApiOptions<K>] : [options: ApiOptions<K>];

/** The URL of a route: its path with each `{param}` encoded, then the query (empty values left out). */
export function apiUrl(route: string, params?: Record<string, string>, query?: object): string {
  const path = route
    .slice(route.indexOf(' ') + 1)
    .replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const q = search.toString();
  return q ? `${path}?${q}` : path;
}

interface LooseOptions extends RequestOptions {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
}

/**
 * The one HTTP client of the owner app and the portal, typed by the contract's route key
 * (packages/core/src/api): `api('GET /api/clients/{id}', { params: { id } })` resolves with
 * that route's answer and rejects with an ApiError (or the AbortError of its signal). The answer
 * is not parsed in the browser (no schema reaches a bundle); the API tests check every answer
 * against the same schemas (docs/decisions/019-declared-routes.md).
 */
export function api<K extends ApiRoute>(route: K, ...args: ApiArgs<K>): Promise<ApiResponse<K>>;
export async function api(route: ApiRoute, options: LooseOptions = {}): Promise<unknown> {
  const { params, query, body, signal, keepalive, idempotencyKey } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;

  let response: Response;
  try {
    response = await fetch(apiUrl(route, params, query), {
      method: route.slice(0, route.indexOf(' ')),
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
      keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw apiError(0, undefined);
  }

  const text = await response.text().catch(() => '');
  const data = parseBody(text);
  if (!response.ok) throw apiError(response.status, data);
  // A 2xx whose body is not the JSON the route declares is a broken answer, not data.
  if (data === undefined && text !== '') throw apiError(500, undefined);
  return data;
}
