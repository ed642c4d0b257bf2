import { PAYMENT_MESSAGES, type PaymentSettingsDto } from '@bloom/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paymentKeys } from '../../../api/payments';
import { ApiError } from '../../../lib/api-client';
import { business, type Seed, sessionAs, settings, textOf } from '../payments-test-data';
import { PaymentSettingsPage } from './payment-settings-page';

/** The page in a data router (its unsaved-changes guard needs one), the cache holding `value`. */
function page(value: PaymentSettingsDto | Error | undefined): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  const seeds: Seed[] = [sessionAs('owner')];
  if (value !== undefined) seeds.push([paymentKeys.settings(), value]);
  for (const [queryKey, data] of seeds) {
    if (data instanceof Error)
      client.getQueryCache().build(client, { queryKey }).setState({ status: 'error', error: data });
    else client.setQueryData(queryKey, data);
  }
  const router = createMemoryRouter([{ path: '/settings/payments', element: <PaymentSettingsPage /> }], {
    initialEntries: ['/settings/payments'],
  });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The markup of the button whose words include `label`, from its opening tag. */
const buttonOf = (html: string, label: string) =>
  html.match(new RegExp(`<button[^>]*>(?:(?!</button>).)*${label}`))?.[0] ?? '';

describe('PaymentSettingsPage', () => {
  it('explains test mode and offers to activate it', () => {
    const html = page(settings());
    const text = textOf(html);
    expect(text).toContain(PAYMENT_MESSAGES.testMode);
    expect(text).toContain('no money moves');
    expect(text).toContain('Not active yet');
    expect(buttonOf(html, 'Activate test payments')).toBeTruthy();
  });

  it('says test payments are on once the test account is active', () => {
    const text = textOf(page(settings({ account: { status: 'active', id: 'acct_test_w1' } })));
    expect(text).toContain('Test payments are on.');
    expect(text).toContain('Account acct_test_w1');
    expect(text).not.toContain('Activate test payments');
  });

  it('walks a Stripe account from Connect to Finish setup to Connected', () => {
    const stripe = (status: 'none' | 'pending' | 'active', id: string | null) =>
      page(settings({ provider: 'stripe', testMode: false, account: { status, id } }));
    const none = stripe('none', null);
    expect(textOf(none)).toContain('Stripe Not connected');
    expect(buttonOf(none, 'Connect Stripe')).toBeTruthy();
    expect(textOf(none)).not.toContain(PAYMENT_MESSAGES.testMode);

    const pending = stripe('pending', 'acct_123');
    expect(textOf(pending)).toContain('Setup not finished');
    expect(buttonOf(pending, 'Finish setup at Stripe')).toBeTruthy();

    const active = textOf(stripe('active', 'acct_123'));
    expect(active).toContain('Stripe Connected');
    expect(active).toContain('Account acct_123');
    expect(active).not.toContain('Connect Stripe');
  });

  it('says payments are off on this server, with no connect controls, and keeps the business form', () => {
    const html = page(settings({ enabled: false, testMode: false }));
    const text = textOf(html);
    expect(text).toContain('Payments are off on this server (PAYMENTS_PROVIDER=none).');
    expect(text).not.toContain(PAYMENT_MESSAGES.testMode);
    expect(text).not.toContain('Not active yet');
    expect(buttonOf(html, 'Activate test payments')).toBe('');
    expect(buttonOf(html, 'Connect Stripe')).toBe('');
    expect(html).toContain('value="Lima Studio LLC"');
  });

  it('fills the business form with the saved details, rates as percents and reminders in words', () => {
    const html = page(settings());
    const text = textOf(html);
    expect(html).toContain('value="Lima Studio LLC"');
    expect(html).toContain('value="DE123456789"');
    expect(html).toMatch(/<option value="EUR" selected="">EUR — Euro<\/option>/);
    expect(html).toContain('value="VAT"');
    expect(html).toContain('value="20"');
    expect(html).toContain('value="5.5"');
    expect(html).toContain('aria-label="Remove tax rate Reduced"');
    expect(text).toContain('Your next invoice looks like LS-0001.');
    expect(text).toContain('Unpaid invoices are reminded by email: 7 days before, on the due date, 2 days after.');
    expect(html).toMatch(/role="switch" aria-checked="false"/);
    expect(buttonOf(html, 'Save Changes')).toContain('type="submit"');
  });

  it('says why the currency cannot change while invoices are open', () => {
    const text = textOf(page(settings({ openInvoices: 2, business: business({ currency: 'JPY' }) })));
    expect(text).toContain('2 invoices are still open: the currency can change once they are paid or voided.');
  });

  it('shows a skeleton while loading, the server’s refusal for a Member, and a retry on failure', () => {
    expect(textOf(page(undefined))).toContain('Loading payment settings...');
    const forbidden = new ApiError(403, 'FORBIDDEN', 'Only the Owner or an Admin can do this.');
    expect(textOf(page(forbidden))).toContain('Only the Owner or an Admin can do this.');
    const failed = textOf(page(new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong.')));
    expect(failed).toContain("We couldn't load your payment settings Something went wrong.");
    expect(failed).toContain('Try again');
  });
});
