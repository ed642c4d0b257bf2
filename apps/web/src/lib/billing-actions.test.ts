import { BILLING_MESSAGES, ERROR_CODES, MESSAGES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isAlreadySubscribed, isNoCheckoutUrl, portalErrorMessage } from './billing-actions';

describe('portalErrorMessage (docs/product.md#billing-portal-errors)', () => {
  it('asks a signed-out owner to log in', () => {
    expect(portalErrorMessage(new ApiError(401, 'AUTH_REQUIRED', 'You must be logged in'))).toBe(
      BILLING_MESSAGES.loginForPortal,
    );
  });

  it("uses the server's error, else 'Failed to create portal session (status)'", () => {
    expect(portalErrorMessage(new ApiError(502, 'PROVIDER', 'Stripe is down'))).toBe('Stripe is down');
    expect(portalErrorMessage(new ApiError(500, 'HTTP_500', MESSAGES.unexpected))).toBe(
      'Failed to create portal session (500)',
    );
  });

  it('keeps the network message and falls back for anything else', () => {
    expect(portalErrorMessage(new ApiError(0, 'NETWORK_ERROR', MESSAGES.networkError))).toBe(MESSAGES.networkError);
    expect(portalErrorMessage(new TypeError('boom'))).toBe(BILLING_MESSAGES.unexpected);
  });
});

describe('checkout failures', () => {
  it('recognises the 409 of an owner who is already subscribed', () => {
    expect(isAlreadySubscribed(new ApiError(409, 'ALREADY_SUBSCRIBED', BILLING_MESSAGES.alreadySubscribed))).toBe(true);
    expect(isAlreadySubscribed(new ApiError(409, 'CONFLICT', 'x'))).toBe(false);
  });

  it('tells a missing checkout address apart from an API error', () => {
    const { NO_CHECKOUT_URL } = ERROR_CODES;
    expect(isNoCheckoutUrl(new Error(NO_CHECKOUT_URL))).toBe(true);
    expect(isNoCheckoutUrl(new ApiError(500, NO_CHECKOUT_URL, NO_CHECKOUT_URL))).toBe(false);
  });
});
