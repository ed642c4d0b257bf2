/**
 * Error texts for checkout, the billing portal and the gate, and the checkout error
 * mapping. No zod here: the web's billing screens import these without the API schemas.
 */
export const BILLING_MESSAGES = {
  alreadySubscribed: 'You already have an active subscription.',
  alreadySubscribedToast: 'You already have an active subscription',
  loginToSubscribe: 'You must be logged in to start a subscription',
  loginToCompleteCheckout: 'You must be logged in to complete checkout. Please refresh the page.',
  paymentMethodIssue: 'There was an issue with your payment method. Please try again or use a different card.',
  insufficientFunds: 'Insufficient funds. Please use a different payment method or add funds to your account.',
  insufficientFundsShort: 'Insufficient funds. Please use a different payment method.',
  declined: 'Your card was declined. Please try a different payment method.',
  unavailable: 'Our payment system is temporarily unavailable. Please try again in a few moments.',
  failedStatus: (status: number) => `Failed to create checkout session (${status})`,
  noUrl: 'Failed to create checkout session. Please try again.',
  noUrlComplete: 'Unable to create checkout session. Please try again or contact support.',
  signupCheckoutFailed: 'Unable to start checkout. Please try again or contact support.',
  loginToContinue: 'Please log in to continue',
  failedCheckout: 'Failed to create checkout',
  noCheckoutUrl: 'No checkout URL returned',
  loginForPortal: 'You must be logged in to access billing portal',
  portalFailed: (status: number) => `Failed to create portal session (${status})`,
  unexpected: 'An unexpected error occurred',
  testMode: 'Test mode — no real payment',
  billingDisabled: 'Billing is turned off on this server.',
} as const;

/** Maps a failed checkout call to its message (docs/product.md#checkout-errors; signup and complete-checkout wording). */
export function checkoutErrorMessage(
  status: number,
  serverMessage: string | undefined,
  variant: 'signup' | 'complete' = 'signup',
): string {
  const text = (serverMessage ?? '').toLowerCase();
  if (status === 401)
    return variant === 'complete' ? BILLING_MESSAGES.loginToCompleteCheckout : BILLING_MESSAGES.loginToSubscribe;
  if (status === 409) return serverMessage || BILLING_MESSAGES.alreadySubscribed;
  if (text.includes('insufficient funds'))
    return variant === 'complete' ? BILLING_MESSAGES.insufficientFundsShort : BILLING_MESSAGES.insufficientFunds;
  if (text.includes('declined')) return BILLING_MESSAGES.declined;
  if (text.includes('card') || text.includes('payment')) return BILLING_MESSAGES.paymentMethodIssue;
  if (status >= 500) return BILLING_MESSAGES.unavailable;
  return BILLING_MESSAGES.failedStatus(status);
}
