import type { PlanChoice, PortalPaymentDto } from '@bloom/core';
import { useId } from 'react';
import { PAYMENT_COPY as C } from './payment-copy';
import { choiceCaption } from './payment-view';

const LABELS: Record<PlanChoice, string> = {
  deposit: C.payDeposit,
  full: C.payInFull,
  instalments: C.payInstalments,
};

const optionClass =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-800 transition-colors duration-150 hover:border-slate-300 has-[:checked]:border-brand-mark has-[:checked]:bg-brand/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-mark motion-reduce:transition-none';

/**
 * Deposit or everything now, when the schedule lets the client choose: native radios in a
 * labelled group, each with what it asks today and later. The schedule's own way comes first.
 */
export function PaymentChoice({
  payment,
  value,
  onChange,
  today,
  locale,
  disabled,
}: {
  payment: PortalPaymentDto;
  value: PlanChoice;
  onChange: (choice: PlanChoice) => void;
  today: string;
  locale?: string;
  disabled: boolean;
}) {
  const name = useId();
  const choices = [...payment.choices].sort((a, b) => (a === 'full' ? 1 : 0) - (b === 'full' ? 1 : 0));
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-900">{C.howToPay}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label key={choice} className={optionClass}>
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="mt-0.5 size-4 shrink-0 cursor-pointer accent-[var(--brand-mark)] focus-visible:outline-none"
            />
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{LABELS[choice]}</span>
              <span className="block text-slate-600 tabular-nums">{choiceCaption(payment, choice, today, locale)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
