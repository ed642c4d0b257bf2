import { defaultPaymentConfig, PAYMENT_MESSAGES, type StagePaymentConfig } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { paymentKeys } from '../../../api/payments';
import { render, type Seed, sessionAs, settings, textOf } from '../payments-test-data';
import { PaymentStageEditor } from './payment-stage-editor';

const milestones = [{ id: 'stage-m', name: 'Final designs' }];

const config: StagePaymentConfig = {
  title: 'Brand identity',
  lines: [
    { description: 'Logo and brand', quantity: 2, unitAmount: 150000, taxRateId: 'vat' },
    { description: 'Print files', quantity: 1, unitAmount: 25000, taxRateId: 'reduced' },
  ],
  schedule: {
    kind: 'deposit',
    deposit: { type: 'percent', percent: 30 },
    balanceDue: { on: 'milestone', stageId: 'stage-m' },
    allowChoice: true,
  },
};

const editor = (
  value: StagePaymentConfig,
  seeds: Seed[] = [sessionAs('owner'), [paymentKeys.settings(), settings()]],
) =>
  render(
    <PaymentStageEditor
      journeyId="j1"
      stageName="Deposit"
      value={value}
      milestones={milestones}
      readOnly={false}
      onChange={() => {}}
    />,
    seeds,
  );

describe('PaymentStageEditor', () => {
  it('edits the lines in the workspace currency with its tax rates', () => {
    const html = editor(config);
    expect(html).toContain('value="Logo and brand"');
    expect(html).toContain('value="1500.00"');
    expect(html).toContain('value="250.00"');
    expect(textOf(html)).toContain('Unit price (EUR)');
    expect(html).toMatch(/<option value="vat" selected="">VAT \(20 %\)<\/option>/);
    expect(html).toMatch(/<option value="reduced" selected="">Reduced \(5.5 %\)<\/option>/);
    expect(textOf(html)).toContain('2 × €1,500.00 = €3,000.00');
  });

  it('sums up the subtotal, tax per rate, the total and the deposit schedule', () => {
    const text = textOf(editor(config));
    // €3,000.00 at 20 % and €250.00 at 5.5 % (€13.75).
    expect(text).toContain('Subtotal €3,250.00 VAT (20 %) €600.00 Reduced (5.5 %) €13.75 Total €3,863.75');
    // 30 % of €3,863.75 = €1,159.125 → €1,159.13; the balance is the rest.
    expect(text).toContain('Deposit (30 %) When they reach this stage €1,159.13');
    expect(text).toContain('Balance Due when “Final designs” is approved €2,704.62');
    expect(text).toContain('Or in full: €3,863.75 now');
  });

  it('shows the schedule’s own fields: the deposit percent, the milestone to wait for, the choice', () => {
    const html = editor(config);
    expect(html).toMatch(/<input[^>]*type="radio"[^>]*checked=""[^>]*>.*?Deposit then balance/);
    expect(html).toContain('value="30"');
    expect(html).toMatch(/<option value="stage-m" selected="">Final designs<\/option>/);
    expect(html).toMatch(/role="switch" aria-checked="true"/);
    expect(textOf(html)).toContain('Let the client choose to pay in full');
  });

  it('lists the instalments and says when their shares do not add up to 100 %', () => {
    const html = editor({
      ...config,
      schedule: {
        kind: 'instalments',
        instalments: [
          { percent: 50, due: { on: 'now' } },
          { percent: 40, due: { on: 'days', days: 30 } },
        ],
      },
    });
    const text = textOf(html);
    expect(text).toContain('Instalment 1');
    expect(text).toContain('Instalment 2');
    expect(text).toContain('The shares add up to 90 %; they must add up to 100 %.');
    expect(html).toContain('value="40"');
    expect(html).toMatch(/<option value="days" selected="">Days after they start<\/option>/);
  });

  it('warns why the stage cannot be paid yet, and when no account is connected', () => {
    const text = textOf(editor(defaultPaymentConfig('Deposit')));
    expect(text).toContain(PAYMENT_MESSAGES.lineDescriptionRequired);
    expect(text).toContain('No payment account is connected yet');
    const gone = textOf(
      editor({
        ...config,
        schedule: { ...config.schedule, balanceDue: { on: 'milestone', stageId: 'deleted' } } as never,
      }),
    );
    expect(gone).toContain(PAYMENT_MESSAGES.milestoneMissing);
  });

  it('prices a Member’s stage with the workspace’s rates too (they read the settings, not change them)', () => {
    const owner = textOf(editor(config));
    const member = textOf(editor(config, [sessionAs('member'), [paymentKeys.settings(), settings()]]));
    expect(member).toBe(owner);
    expect(member).not.toContain('Amounts show in USD');
  });
});
