import { describe, expect, it } from 'vitest';
import * as api from './billing-api';
import { BILLING_MESSAGES, checkoutErrorMessage } from './billing-messages';

describe('billing messages module', () => {
  it('is what the billing API contract re-exports (one source for the billing texts)', () => {
    expect(api.BILLING_MESSAGES).toBe(BILLING_MESSAGES);
    expect(api.checkoutErrorMessage).toBe(checkoutErrorMessage);
  });

  it('maps a declined card and a missing session to their messages', () => {
    expect(checkoutErrorMessage(402, 'Your card was declined.')).toBe(BILLING_MESSAGES.declined);
    expect(checkoutErrorMessage(401, undefined, 'complete')).toBe(BILLING_MESSAGES.loginToCompleteCheckout);
  });
});
