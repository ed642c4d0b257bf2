import { AGREEMENT_MESSAGES, SIGNING_ORDERS, type SigningOrder } from '@bloom/core';
import { useId } from 'react';
import { cn } from '../../../lib/cn';

export const ORDER_LABELS: Record<SigningOrder, string> = {
  clients_first: AGREEMENT_MESSAGES.orderClientsFirst,
  owner_first: AGREEMENT_MESSAGES.orderOwnerFirst,
};

/** Who signs first: two radio rows in a fieldset (the stage's default, and again when sending). */
export function SigningOrderField({
  legend,
  value,
  disabled,
  onChange,
}: {
  legend: string;
  value: SigningOrder;
  disabled?: boolean;
  onChange: (order: SigningOrder) => void;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="min-w-0 space-y-2">
      <legend className="mb-2 text-sm font-medium text-slate-900">{legend}</legend>
      {SIGNING_ORDERS.map((order) => (
        <label
          key={order}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors duration-150',
            value === order ? 'border-primary-500 bg-primary-50/60 text-slate-900' : 'border-slate-200 text-slate-700',
            disabled && 'cursor-not-allowed opacity-70',
          )}
        >
          <input
            type="radio"
            name={name}
            value={order}
            checked={value === order}
            onChange={() => onChange(order)}
            className="size-4 shrink-0 accent-primary-600"
          />
          {ORDER_LABELS[order]}
        </label>
      ))}
    </fieldset>
  );
}
