import { type ErrorCode, MESSAGES } from '@bloom/core';

/** An API answer that was not 2xx, read from `{ error: { code, message } }`, or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, or as-is when it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** Calls the same-origin JSON API. Resolves with the parsed body; rejects with an ApiError. */
export async function apiFetch<T>(path: string, { method = 'GET', body, signal }: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, credentials: 'same-origin', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // A literal checked against ErrorCode, not a read of ERROR_CODES: every page loads this file,
    // and the whole code table would come with it.
    throw new ApiError(0, 'NETWORK_ERROR' satisfies ErrorCode, MESSAGES.networkError);
  }

  const data = await readJson(response);
  if (!response.ok) {
    const { code, message } = readError(data);
    throw new ApiError(response.status, code ?? `HTTP_${response.status}`, message ?? MESSAGES.unexpected);
  }
  return data as T;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function readError(data: unknown): { code?: string; message?: string } {
  if (typeof data !== 'object' || data === null || !('error' in data)) return {};
  const error = (data as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return {};
  const { code, message } = error as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' && message ? message : undefined,
  };
}
