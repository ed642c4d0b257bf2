import { describe, expect, it } from 'vitest';
import { ERROR_CODES, GATE_ERROR_CODES } from './error-codes';

describe('error codes', () => {
  it('names each code by itself, so a key and the wire value never drift apart', () => {
    for (const [key, value] of Object.entries(ERROR_CODES)) expect(value).toBe(key);
  });

  it('gives every gate status that keeps an owner out its SUBSCRIPTION_ code', () => {
    expect(GATE_ERROR_CODES).toEqual({
      needs_checkout: 'SUBSCRIPTION_NEEDS_CHECKOUT',
      needs_payment_method: 'SUBSCRIPTION_NEEDS_PAYMENT_METHOD',
      past_due: 'SUBSCRIPTION_PAST_DUE',
      canceled: 'SUBSCRIPTION_CANCELED',
      expired: 'SUBSCRIPTION_EXPIRED',
    });
  });
});
