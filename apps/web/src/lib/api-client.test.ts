import { ERROR_CODES, IDEMPOTENCY_KEY_HEADER, MESSAGES, PORTAL_MESSAGES, UPLOAD_MESSAGES } from '@bloom/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiError, apiUrl, hasErrorCode, isApiError } from './api-client';

const respond = (status: number, body?: unknown) =>
  vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));

const call = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls[0] as unknown as [string, RequestInit];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('sends JSON to the route’s path and resolves with the parsed answer', async () => {
    const fetch = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    await expect(
      api('PUT /api/clients/{id}/password', { params: { id: 'a/b' }, body: { password: 'secret-1' } }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = call(fetch);
    expect(url).toBe('/api/clients/a%2Fb/password');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"password":"secret-1"}');
    const headers = init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    expect(headers[IDEMPOTENCY_KEY_HEADER]).toBeUndefined();
  });

  it('sends the query without empty values, and the Idempotency-Key when given', async () => {
    const fetch = respond(201, { client: {} });
    vi.stubGlobal('fetch', fetch);
    await api('GET /api/clients', { query: { status: 'archived', q: undefined, cursor: 'c 1' } });
    expect(call(fetch)[0]).toBe('/api/clients?status=archived&cursor=c+1');
    fetch.mockClear();
    await api('POST /api/clients', {
      body: { projectName: 'P', clientName: 'C', templateId: 't' },
      idempotencyKey: 'key-1',
    });
    expect((call(fetch)[1].headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]).toBe('key-1');
  });

  it("rejects with the server's code and message", async () => {
    vi.stubGlobal('fetch', respond(429, { error: { code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyAttempts } }));
    const error = await api('GET /api/dashboard').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyAttempts });
    expect(isApiError(error, 429)).toBe(true);
    expect(isApiError(error, 401)).toBe(false);
    expect(hasErrorCode(error, ERROR_CODES.TOO_MANY_REQUESTS)).toBe(true);
    expect(hasErrorCode(error, ERROR_CODES.NOT_FOUND)).toBe(false);
  });

  it('falls back to the generic message when the body says nothing', async () => {
    vi.stubGlobal('fetch', respond(500));
    await expect(api('GET /api/dashboard')).rejects.toMatchObject({
      status: 500,
      code: 'HTTP_500',
      message: MESSAGES.unexpected,
    });
  });

  it('refuses a success whose body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200 })),
    );
    await expect(api('GET /api/dashboard')).rejects.toMatchObject({ status: 500, message: MESSAGES.unexpected });
  });

  it('turns a failed fetch into NETWORK_ERROR with the product message, and lets an abort through', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api('GET /api/dashboard')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: MESSAGES.networkError,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    await expect(api('GET /api/dashboard')).rejects.toBeInstanceOf(DOMException);
  });
});

describe('apiUrl', () => {
  it('encodes each param and repeats array values', () => {
    expect(apiUrl('GET /api/portal/{token}/stages/{stageId}/draft', { token: 'a b', stageId: 's/1' })).toBe(
      '/api/portal/a%20b/stages/s%2F1/draft',
    );
    expect(apiUrl('GET /api/x', undefined, { a: ['1', '2'], b: null, c: 3 })).toBe('/api/x?a=1&a=2&c=3');
  });
});

describe('apiError', () => {
  it('reads the code, message, field messages and branding', () => {
    const branding = {
      name: 'Studio',
      logoUrl: null,
      primaryColor: '#112233',
      accentColor: '#ffcc00',
      calendlyUrl: 'https://calendly.com/studio',
      timezone: 'Europe/London',
    };
    const error = apiError(401, {
      error: { code: ERROR_CODES.PORTAL_PASSWORD_REQUIRED, message: PORTAL_MESSAGES.passwordNeeded },
      branding,
    });
    expect(error).toMatchObject({
      status: 401,
      code: 'PORTAL_PASSWORD_REQUIRED',
      message: PORTAL_MESSAGES.passwordNeeded,
    });
    expect(error.branding).toEqual(branding);
    // An older answer without the newer branding fields still reads.
    expect(apiError(401, { branding: { name: 'Studio', primaryColor: '#112233' } }).branding).toMatchObject({
      accentColor: null,
      calendlyUrl: null,
      timezone: 'UTC',
    });
    const invalid = apiError(400, { error: { code: 'VALIDATION_ERROR', message: 'x' }, fields: { a: 'A', b: 3 } });
    expect(invalid.fields).toEqual({ a: 'A' });
  });

  it('falls back to a plain message and the status for odd bodies, and to the network message for status 0', () => {
    expect(apiError(502, '<html>')).toMatchObject({ code: 'HTTP_502', message: MESSAGES.unexpected });
    expect(apiError(400, { fields: null, branding: { name: 1 } })).toMatchObject({
      fields: undefined,
      branding: undefined,
    });
    expect(apiError(0, undefined)).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: MESSAGES.networkError,
    });
  });

  it("keeps the server's code and message, else the caller's fallback (the upload toast)", () => {
    const error = apiError(
      413,
      { error: { code: 'PAYLOAD_TOO_LARGE', message: 'File is too large.' } },
      UPLOAD_MESSAGES.uploadFailed,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'File is too large.' });
    expect(apiError(502, undefined, UPLOAD_MESSAGES.uploadFailed)).toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: UPLOAD_MESSAGES.uploadFailed,
    });
    expect(apiError(0, undefined, UPLOAD_MESSAGES.uploadFailed)).toMatchObject({
      code: ERROR_CODES.NETWORK_ERROR,
      message: MESSAGES.networkError,
    });
  });
});
