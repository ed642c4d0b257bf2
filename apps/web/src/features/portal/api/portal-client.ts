import { MESSAGES, type PortalBranding } from '@bloom/core';
import { PORTAL_CODES } from './portal-error-codes';

/** A portal API answer that was not 2xx (`{ error: { code, message }, fields?, branding? }`), or no answer (status 0). */
export class PortalError extends Error {
  readonly status: number;
  readonly code: string;
  /** Field id → message, from a 400 VALIDATION_ERROR. */
  readonly fields: Record<string, string> | undefined;
  /** The workspace's look, from a 401 PORTAL_PASSWORD_REQUIRED. */
  readonly branding: PortalBranding | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: { fields?: Record<string, string>; branding?: PortalBranding } = {},
  ) {
    super(message);
    this.name = 'PortalError';
    this.status = status;
    this.code = code;
    this.fields = extra.fields;
    this.branding = extra.branding;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const stringRecord = (v: unknown): Record<string, string> | undefined => {
  if (!isRecord(v)) return undefined;
  const entries = Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
};

function readBranding(v: unknown): PortalBranding | undefined {
  if (!isRecord(v) || typeof v.name !== 'string' || typeof v.primaryColor !== 'string') return undefined;
  return { name: v.name, primaryColor: v.primaryColor, logoUrl: typeof v.logoUrl === 'string' ? v.logoUrl : null };
}

/** The error an answer's status and parsed body stand for; status 0 is a network failure. */
export function portalError(status: number, body: unknown): PortalError {
  if (status === 0) return new PortalError(0, PORTAL_CODES.network, MESSAGES.networkError);
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const code = typeof error.code === 'string' ? error.code : `HTTP_${status}`;
  const message = typeof error.message === 'string' && error.message ? error.message : MESSAGES.unexpected;
  return new PortalError(status, code, message, {
    fields: isRecord(body) ? stringRecord(body.fields) : undefined,
    branding: isRecord(body) ? readBranding(body.branding) : undefined,
  });
}

/** Parses a JSON answer body, or undefined when there is none or it is not JSON. */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface PortalRequest {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  /** Lets the request finish after the page is hidden or closed (the last draft save). */
  keepalive?: boolean;
}

/** Calls the same-origin portal API with JSON. Resolves with the parsed body; rejects with a PortalError. */
export async function portalRequest<T>(
  path: string,
  { method = 'GET', body, keepalive }: PortalRequest = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      keepalive,
    });
  } catch {
    throw portalError(0, undefined);
  }
  const data = parseBody(await response.text().catch(() => ''));
  if (!response.ok) throw portalError(response.status, data);
  return data as T;
}

export const isPortalError = (error: unknown, code?: string): error is PortalError =>
  error instanceof PortalError && (code === undefined || error.code === code);
