import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, hasErrorCode } from '../../../lib/api-client';
import { getPortal, markSeen, saveDraft } from './portal-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the portal calls', () => {
  it('gets the payload from the token’s path', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":1}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(getPortal('a/b')).resolves.toEqual({ ok: 1 });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/portal/a%2Fb');
  });

  it('sends a draft as JSON with keepalive when asked', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await saveDraft('t', 's1', { a: 'x' }, true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/portal/t/stages/s1/draft');
    expect(init).toMatchObject({ method: 'PUT', body: '{"answers":{"a":"x"}}', keepalive: true });
  });

  it('reports the visit with the browser’s zone, as a beacon that outlives the page', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await markSeen('t', 'Europe/Paris');
    await markSeen('t', undefined);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/portal/t/seen');
    expect(init).toMatchObject({ method: 'POST', body: '{"timeZone":"Europe/Paris"}', keepalive: true });
    expect((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body).toBe('{}');
    await markSeen('t', 'Europe/Paris', 'stage-1');
    expect((fetch.mock.calls[2] as unknown as [string, RequestInit])[1].body).toBe(
      '{"timeZone":"Europe/Paris","stageId":"stage-1"}',
    );
  });

  it('rejects with an ApiError for an error answer and for no answer', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"error":{"code":"PORTAL_NOT_FOUND","message":"m"}}', { status: 404 }),
    );
    const notFound = await getPortal('t').catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(ApiError);
    expect(hasErrorCode(notFound, 'PORTAL_NOT_FOUND')).toBe(true);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(getPortal('t')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
