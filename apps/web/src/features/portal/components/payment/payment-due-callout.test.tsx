import type { PortalPaymentDto, PortalResponse, PortalStageDto } from '@bloom/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { portalPayload, portalStage, submission } from '../../lib/portal-test-data';
import { PortalPage } from '../portal-page';
import { PaymentDueCallout } from './payment-due-callout';
import { loadPaymentDue } from './payment-due-loader';
import { balance, depositPaid, invoiceOf, portalPayment, TODAY } from './payment-test-data';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => text(m[1]!).trim());

/** A payment stage ('s2') in the onboarding phase, done (the deposit paid), with `payment`. */
const paymentStage = (payment: PortalPaymentDto): PortalStageDto => ({
  ...portalStage(2, 'onboarding', submission('submitted')),
  stepType: 'payment',
  name: 'Payment',
  payment,
});

/** The deposit paid, the balance's invoice issued: $3,398.50 left to pay (some already paid), due `dueOn`. */
const balanceDue = (dueOn: string, over: Partial<PortalPaymentDto> = {}) =>
  depositPaid({
    installments: [
      depositPaid().installments[0]!,
      balance({
        status: 'due',
        dueOn,
        invoice: { ...invoiceOf('inv-2', 'INV-0002', 350_000, false), amountPaid: 10_150 },
      }),
    ],
    ...over,
  });

const render = (stages: PortalStageDto[], pendingInvoice: string | null = null) =>
  renderToStaticMarkup(
    <PaymentDueCallout
      token="tok"
      stages={stages}
      pendingInvoice={pendingInvoice}
      refresh={() => {}}
      onLockOut={() => false}
      today={TODAY}
      locale="en-US"
    />,
  );

describe('the payment-due callout at the top of the portal', () => {
  it('shows nothing while nothing is due', () => {
    expect(render([portalStage(1, 'onboarding')])).toBe('');
    expect(render([paymentStage(portalPayment())])).toBe('');
    expect(render([paymentStage(depositPaid())])).toBe('');
    // Due but with no invoice yet, or already paid in full: nothing to pay from here.
    const noInvoice = depositPaid({ installments: [balance({ status: 'due', dueOn: '2027-02-01' })] });
    expect(render([paymentStage(noInvoice)])).toBe('');
    const settled = depositPaid({
      installments: [balance({ status: 'due', dueOn: '2027-02-01', invoice: invoiceOf('i', 'I', 350_000, true) })],
    });
    expect(render([paymentStage(settled)])).toBe('');
  });

  it('names a balance due later, what is left to pay and a Pay button of that amount', () => {
    const html = render([paymentStage(balanceDue('2027-02-13'))]);
    expect(html).toMatch(/<section aria-labelledby="([^"]+)"[^>]*><h2 id="\1"[^>]*>.*Payment due<\/h2>/);
    expect(text(html)).toContain('Balance of $3,398.50 due Feb 13, 2027');
    expect(buttons(html)).toEqual(['Pay $3,398.50']);
    expect(html).not.toContain('role="alert"');
  });

  it('says due today on the day, and overdue since the day once it has passed', () => {
    expect(text(render([paymentStage(balanceDue(TODAY))]))).toContain('Balance of $3,398.50 due today');
    const html = render([paymentStage(balanceDue('2027-01-09'))]);
    expect(text(html)).toContain('Balance of $3,398.50 overdue since Jan 9, 2027');
    expect(buttons(html)).toEqual(['Pay $3,398.50']);
  });

  it('lists each due invoice on its own line, with its stage when several stages owe', () => {
    const other: PortalStageDto = {
      ...paymentStage(balanceDue('2027-03-01', { stageId: 's5', title: 'Hosting' })),
      id: 's5',
      order: 5,
    };
    other.payment!.installments[1]!.invoice!.id = 'inv-9';
    const html = render([paymentStage(balanceDue('2027-02-13')), other]);
    expect(text(html)).toContain('Brand identity package: Balance of $3,398.50 due Feb 13, 2027');
    expect(text(html)).toContain('Hosting: Balance of $3,398.50 due Mar 1, 2027');
    expect(buttons(html)).toHaveLength(2);
  });

  it('does not offer an invoice being confirmed, and has no button where payments are not set up', () => {
    expect(render([paymentStage(balanceDue('2027-02-13'))], 'inv-2')).toBe('');
    const html = render([paymentStage(balanceDue('2027-02-13', { canPay: false }))]);
    expect(text(html)).toContain('Balance of $3,398.50 due Feb 13, 2027');
    expect(buttons(html)).toEqual([]);
  });

  it('shows above the Journey Complete summary, where the stages are hidden', async () => {
    const stages = [
      portalStage(1, 'onboarding', submission('submitted')),
      // The page reads today from the clock: a day long gone is overdue whenever this runs.
      paymentStage(balanceDue('2020-01-09')),
      portalStage(3, 'deliverables', submission('reviewed')),
    ];
    const data: PortalResponse = portalPayload(stages, 3);
    // The page loads the callout (with the payment stage's code) before it shows what is owed.
    await loadPaymentDue(stages);
    const html = renderToStaticMarkup(
      <PortalPage
        token="tok"
        data={data}
        update={() => {}}
        refresh={async () => null}
        lockOut={() => false}
        memory={new Map()}
      />,
    );
    const t = text(html);
    expect(t).toContain('Journey Complete');
    expect(t.indexOf('Payment due')).toBeLessThan(t.indexOf('Journey Complete'));
    expect(t).toMatch(/Balance of \$3,398\.50 overdue since Jan 9, 2020/);
    expect(buttons(html)).toContain('Pay $3,398.50');
  });
});
