import type { PortalPaymentDto } from '@bloom/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { portalPayload, portalStage } from '../../lib/portal-test-data';
import { StagePanel } from '../stage-panel';
import { PaymentReturnNotice } from './payment-return-notice';
import { PaymentStage } from './payment-stage';
import { balance, deposit, depositPaid, invoiceOf, portalPayment, quote, TODAY } from './payment-test-data';

const noop = () => {};
const render = (payment: PortalPaymentDto | null, pendingInvoice: string | null = null) =>
  renderToStaticMarkup(
    <PaymentStage
      token="tok"
      payment={payment}
      workspaceName="Studio North"
      timeZone="UTC"
      pendingInvoice={pendingInvoice}
      onChange={noop}
      refresh={noop}
      onLockOut={() => false}
      today={TODAY}
      locale="en-US"
    />,
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
/** The buttons' visible names. */
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => text(m[1]!).trim());

describe('a payment stage in the portal', () => {
  it('before the plan: what they pay and why, the schedule, the choice and one Pay button', () => {
    const html = render(portalPayment());
    const t = text(html);
    expect(t).toContain('Brand identity package');
    expect(t).toContain('Logo concepts 2 × $1,500.00 $3,000.00');
    expect(t).toContain('Brand guidelines 1 × $1,166.67 $1,166.67');
    expect(t).toContain('Subtotal $4,166.67 VAT 20 % $833.33 Total $5,000.00');
    expect(t).not.toContain('Prices include tax.');
    expect(t).toContain('Deposit (30 %) — $1,500.00 due today');
    expect(t).toContain('Balance — $3,500.00 when “Final designs” is approved');
    // A labelled group of native radios, the deposit first and picked.
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>How would you like to pay\?<\/legend>/);
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toMatch(/checked="" value="deposit"/);
    expect(t).toContain('Pay the deposit $1,500.00 now, $3,500.00 later');
    expect(t).toContain('Pay in full $5,000.00 now');
    expect(buttons(html)).toEqual(['Pay $1,500.00 now']);
    expect(t).not.toContain('Test mode');
    expect(t).not.toContain('Invoices');
  });

  it('notes that prices include tax, and lists a line with its tax in', () => {
    const inclusive = quote({ pricesIncludeTax: true });
    const t = text(render(portalPayment({ quote: inclusive })));
    expect(t).toContain('Logo concepts 2 × $1,500.00 $3,600.00');
    expect(t).toContain('Prices include tax.');
  });

  it('offers no choice when the schedule has one way of paying', () => {
    const html = render(
      portalPayment({
        choices: ['full'],
        installments: [deposit({ kind: 'full', label: 'Payment in full', amount: 500_000 })],
      }),
    );
    expect(html).not.toContain('type="radio"');
    expect(buttons(html)).toEqual(['Pay $5,000.00 now']);
  });

  it('deposit paid, balance waiting for a milestone: Paid with a receipt, Upcoming, no Pay', () => {
    const html = render(depositPaid());
    const t = text(html);
    expect(t).toMatch(/Deposit \(30 %\) — \$1,500\.00 Paid Receipt , INV-0001/);
    expect(html).toContain('href="/api/portal/tok/invoices/inv-1/receipt"');
    expect(t).toContain('Balance — $3,500.00 when “Final designs” is approved Upcoming');
    expect(t).toContain('Paid for now — thank you.');
    expect(buttons(html)).toEqual([]);
    expect(html).not.toContain('type="radio"');
    // The invoices so far, each with its PDF.
    expect(t).toContain('Invoices');
    expect(t).toMatch(/INV-0001 · Deposit \(30 %\) · \$1,500\.00 Invoice PDF , INV-0001/);
    expect(html).toContain('href="/api/portal/tok/invoices/inv-1/pdf"');
  });

  it('an open invoice due: Due with its Pay button, held while its payment is confirmed', () => {
    const due = depositPaid({
      installments: [
        depositPaid().installments[0]!,
        balance({ status: 'due', dueOn: '2027-01-24', invoice: invoiceOf('inv-2', 'INV-0002', 350_000, false) }),
      ],
    });
    const html = render(due);
    expect(text(html)).toContain('Balance — $3,500.00 Due January 24, 2027');
    expect(buttons(html)).toEqual(['Pay $3,500.00 now']);
    const pending = render(due, 'inv-2');
    expect(buttons(pending)).toEqual([]);
    expect(text(pending)).toContain('Confirming...');
  });

  it('all paid: says so, with every receipt and no button', () => {
    const paid = depositPaid({
      installments: [
        depositPaid().installments[0]!,
        balance({ status: 'paid', dueOn: '2027-02-01', invoice: invoiceOf('inv-2', 'INV-0002', 350_000, true) }),
      ],
      creditNotes: [{ number: 'CN-0001', amount: 10_000, pdfUrl: '/api/portal/tok/credit-notes/cn-1/pdf' }],
    });
    const html = render(paid);
    const t = text(html);
    expect(t).toContain('All paid — thank you.');
    expect(html).toContain('href="/api/portal/tok/invoices/inv-2/receipt"');
    expect(t).not.toContain('Upcoming');
    expect(buttons(html)).toEqual([]);
    expect(t).toContain('Credit note CN-0001 · -$100.00');
    expect(html).toContain('href="/api/portal/tok/credit-notes/cn-1/pdf"');
  });

  it('when the workspace cannot take payments: says so, shows the price, offers no button', () => {
    const html = render(portalPayment({ canPay: false }));
    const t = text(html);
    expect(t).toContain('Payments aren’t set up yet. Your contact at Studio North has been told.');
    expect(t).toContain('Total $5,000.00');
    expect(buttons(html)).toEqual([]);
    expect(html).not.toContain('type="radio"');
  });

  it('marks test mode', () => {
    expect(text(render(portalPayment({ testMode: true })))).toContain('Test mode — no real payment');
  });

  it('says the workspace is preparing it while there is nothing to pay', () => {
    expect(text(render(null))).toContain('Studio North is preparing this payment.');
  });

  it('loads in place of a form in the stage panel', () => {
    const stage = { ...portalStage(2, 'onboarding'), stepType: 'payment' as const, payment: portalPayment() };
    const html = renderToStaticMarkup(
      <StagePanel
        token="tok"
        stage={stage}
        done={false}
        maxUploadBytes={portalPayload([stage], 0).maxUploadBytes}
        initial={{}}
        onLeave={noop}
        onDraftSaved={noop}
        onSubmitted={noop}
        onLockOut={() => false}
        onReviewed={noop}
        requester="Studio"
        workspaceName="Studio"
        onAgreement={noop}
        refresh={noop}
        timeZone="UTC"
        onPayment={noop}
        pendingInvoice={null}
      />,
    );
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('<form');
  });
});

describe('the checkout return notice', () => {
  const notice = (kind: Parameters<typeof PaymentReturnNotice>[0]['kind']) =>
    renderToStaticMarkup(<PaymentReturnNotice kind={kind} onDismiss={noop} />);

  it('keeps a live region on the page, empty until there is something to say', () => {
    expect(notice(null)).toBe('<div role="status" aria-live="polite"></div>');
  });

  it('thanks for a payment received', () => {
    const html = notice('received');
    expect(html).toMatch(/^<div role="status" aria-live="polite">/);
    expect(text(html)).toContain('Payment received — thank you. Your receipt is on its way.');
    expect(buttons(html)).toEqual(['Dismiss']);
  });

  it('says it is confirming while the provider’s word is awaited, with nothing to dismiss', () => {
    const html = notice('confirming');
    expect(text(html)).toContain('Confirming your payment…');
    expect(buttons(html)).toEqual([]);
  });

  it('says a cancelled checkout can be tried again', () => {
    expect(text(notice('cancelled'))).toContain('Payment not completed. You can try again.');
  });

  it('says when confirming takes longer', () => {
    expect(text(notice('slow'))).toContain('still being confirmed');
  });
});
