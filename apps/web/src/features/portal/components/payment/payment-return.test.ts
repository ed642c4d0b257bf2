import { describe, expect, it } from 'vitest';
import { portalStage } from '../../lib/portal-test-data';
import { findInvoice, paymentNotice, readPaymentReturn, withoutPaymentReturn } from './payment-return';
import { depositPaid, portalPayment } from './payment-test-data';

describe('coming back from the checkout', () => {
  it('reads the outcome and the invoice from the address', () => {
    expect(readPaymentReturn('?payment=success&invoice=inv-1')).toEqual({ outcome: 'success', invoiceId: 'inv-1' });
    expect(readPaymentReturn('?payment=cancelled')).toEqual({ outcome: 'cancelled', invoiceId: null });
    expect(readPaymentReturn('?payment=cancelled&invoice=inv-1')).toEqual({ outcome: 'cancelled', invoiceId: 'inv-1' });
    expect(readPaymentReturn('')).toBeNull();
    expect(readPaymentReturn('?payment=maybe&invoice=inv-1')).toBeNull();
  });

  it('takes only the return out of the address', () => {
    expect(withoutPaymentReturn('https://x.test/c/tok?payment=success&invoice=inv-1')).toBe('/c/tok');
    expect(withoutPaymentReturn('https://x.test/c/tok?utm=a&payment=cancelled#stage')).toBe('/c/tok?utm=a#stage');
  });

  it('finds the stage an invoice belongs to and whether it reads paid', () => {
    const stages = [
      portalStage(1, 'onboarding'),
      { ...portalStage(2, 'onboarding'), stepType: 'payment' as const, payment: depositPaid() },
      { ...portalStage(3, 'onboarding'), stepType: 'payment' as const, payment: portalPayment({ stageId: 's3' }) },
    ];
    expect(findInvoice(stages, 'inv-1')).toEqual({ stageId: 's2', paid: true });
    expect(findInvoice(stages, 'inv-9')).toBeNull();
  });

  it('says received once paid, confirming while the provider’s word is awaited, slow after', () => {
    const success = { outcome: 'success' as const, invoiceId: 'inv-1' };
    expect(paymentNotice(success, { paid: true }, false)).toBe('received');
    expect(paymentNotice(success, { paid: false }, false)).toBe('confirming');
    expect(paymentNotice(success, null, false)).toBe('confirming');
    expect(paymentNotice(success, { paid: false }, true)).toBe('slow');
    // The provider's word can come after the page stopped asking: it still says received.
    expect(paymentNotice(success, { paid: true }, true)).toBe('received');
    expect(paymentNotice({ outcome: 'success', invoiceId: null }, null, false)).toBe('received');
    expect(paymentNotice({ outcome: 'cancelled', invoiceId: 'inv-1' }, { paid: false }, false)).toBe('cancelled');
  });
});
