import { ERROR_CODES, MESSAGES, PORTAL_MESSAGES } from '@bloom/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPortal, saveDraft } from './portal-api';
import { isPortalError, PortalError, portalError } from './portal-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('portalError', () => {
  it('reads the code, message, field messages and branding', () => {
    const error = portalError(401, {
      error: { code: ERROR_CODES.PORTAL_PASSWORD_REQUIRED, message: PORTAL_MESSAGES.passwordNeeded },
      branding: { name: 'Studio', logoUrl: null, primaryColor: '#112233' },
    });
    expect(error).toMatchObject({
      status: 401,
      code: 'PORTAL_PASSWORD_REQUIRED',
      message: PORTAL_MESSAGES.passwordNeeded,
    });
    expect(error.branding).toEqual({ name: 'Studio', logoUrl: null, primaryColor: '#112233' });
    const invalid = portalError(400, { error: { code: 'VALIDATION_ERROR', message: 'x' }, fields: { a: 'A', b: 3 } });
    expect(invalid.fields).toEqual({ a: 'A' });
  });

  it('falls back to a plain message and the status for odd bodies, and to the network message for status 0', () => {
    expect(portalError(502, '<html>')).toMatchObject({ code: 'HTTP_502', message: MESSAGES.unexpected });
    expect(portalError(400, { fields: null, branding: { name: 1 } })).toMatchObject({
      fields: undefined,
      branding: undefined,
    });
    expect(portalError(0, undefined)).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: MESSAGES.networkError,
    });
  });
});

describe('portalRequest', () => {
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

  it('rejects with a PortalError for an error answer and for no answer', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"error":{"code":"PORTAL_NOT_FOUND","message":"m"}}', { status: 404 }),
    );
    const notFound = await getPortal('t').catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(PortalError);
    expect(isPortalError(notFound, 'PORTAL_NOT_FOUND')).toBe(true);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(getPortal('t')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
