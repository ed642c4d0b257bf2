import { MESSAGES } from '@bloom/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, isApiError } from './api-client';

const respond = (status: number, body?: unknown) =>
  vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends JSON and resolves with the parsed answer', async () => {
    const fetch = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    await expect(apiFetch('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it("rejects with the server's code and message", async () => {
    vi.stubGlobal('fetch', respond(429, { error: { code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyAttempts } }));
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyAttempts });
    expect(isApiError(error, 429)).toBe(true);
    expect(isApiError(error, 401)).toBe(false);
  });

  it('falls back to the generic message when the body says nothing', async () => {
    vi.stubGlobal('fetch', respond(500));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      status: 500,
      code: 'HTTP_500',
      message: MESSAGES.unexpected,
    });
  });

  it('turns a failed fetch into NETWORK_ERROR with the product message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: MESSAGES.networkError,
    });
  });
});
