import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { brandingOf, pageStateFor } from './page-state';

const branding = {
  name: 'Studio',
  logoUrl: null,
  primaryColor: '#112233',
  accentColor: null,
  calendlyUrl: null,
  timezone: 'UTC',
};

describe('pageStateFor', () => {
  it('turns a gone portal into Not Found and a missing password into the password screen', () => {
    expect(pageStateFor(new ApiError(404, 'PORTAL_NOT_FOUND', 'x'))).toEqual({ kind: 'not-found', branding: null });
    expect(pageStateFor(new ApiError(401, 'PORTAL_PASSWORD_REQUIRED', 'x', { branding }))).toEqual({
      kind: 'password',
      branding,
    });
  });
  it('keeps the branding the visit already knew on Not Found', () => {
    expect(pageStateFor(new ApiError(404, 'PORTAL_NOT_FOUND', 'x'), branding)).toEqual({
      kind: 'not-found',
      branding,
    });
  });
  it('leaves every other failure to the caller', () => {
    expect(pageStateFor(new ApiError(401, 'PORTAL_PASSWORD_REQUIRED', 'x'))).toBeNull();
    expect(pageStateFor(new ApiError(404, 'NOT_FOUND', 'Stage not found'))).toBeNull();
    expect(pageStateFor(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBeNull();
    expect(pageStateFor(new Error('x'))).toBeNull();
  });
});

describe('brandingOf', () => {
  it('reads the branding of every state that has one', () => {
    expect(brandingOf({ kind: 'loading' })).toBeNull();
    expect(brandingOf({ kind: 'failed', message: 'x', branding })).toBe(branding);
    expect(brandingOf({ kind: 'password', branding })).toBe(branding);
    expect(brandingOf({ kind: 'not-found', branding: null })).toBeNull();
  });
});
