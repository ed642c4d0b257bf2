import { formatAmount, formatRate, PAYMENT_LIMITS, type PaymentLine, type TaxRate } from '@bloom/core';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { PAYMENTS_UI as M } from '../payments-messages';
import { lineErrors } from '../stage-form';
import { IntegerInput, MoneyInput } from './number-inputs';

const BLANK_LINE: PaymentLine = { description: '', quantity: 1, unitAmount: 0, taxRateId: null };

/**
 * The stage's priced lines: what, how many, the unit price in the workspace's currency and the tax
 * rate (the workspace's rates, or none). `taxRates` null: the rates could not be read (a Member),
 * so each line keeps the rate it has.
 */
export function PaymentLinesEditor({
  lines,
  currency,
  taxRates,
  readOnly,
  onChange,
}: {
  lines: PaymentLine[];
  currency: string;
  taxRates: TaxRate[] | null;
  readOnly: boolean;
  onChange: (lines: PaymentLine[]) => void;
}) {
  const id = useId();
  // Keys for the rows: lines have no id, and a removed line must not hand its text to the next.
  const [keys, setKeys] = useState(() => lines.map((_, i) => i));
  const [next, setNext] = useState(lines.length);
  const rowKeys = keys.length === lines.length ? keys : lines.map((_, i) => i);
  const [invalid, setInvalid] = useState<Record<number, boolean>>({});

  const set = (i: number, patch: Partial<PaymentLine>) =>
    onChange(lines.map((line, j) => (j === i ? { ...line, ...patch } : line)));
  const add = () => {
    setKeys([...rowKeys, next]);
    setNext(next + 1);
    onChange([...lines, { ...BLANK_LINE, taxRateId: lines.at(-1)?.taxRateId ?? null }]);
  };
  const remove = (i: number) => {
    setKeys(rowKeys.filter((_, j) => j !== i));
    onChange(lines.filter((_, j) => j !== i));
  };

  return (
    <fieldset disabled={readOnly} className="min-w-0 space-y-3">
      <legend className="mb-2 text-sm font-medium text-slate-900">{M.linesLegend}</legend>
      <ol className="space-y-3">
        {lines.map((line, i) => {
          const key = rowKeys[i] ?? i;
          const base = `${id}-${key}`;
          const errors = lineErrors(line);
          const amountError = invalid[key] ? M.amountInvalid(currency) : errors.unitAmount;
          const known = line.taxRateId === null || taxRates === null || taxRates.some((r) => r.id === line.taxRateId);
          const message = errors.description ?? errors.quantity ?? amountError;
          return (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
              <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
                <div className="min-w-0 space-y-1">
                  <Label htmlFor={`${base}-description`}>{M.lineDescription}</Label>
                  <Input
                    id={`${base}-description`}
                    value={line.description}
                    maxLength={PAYMENT_LIMITS.description}
                    placeholder="Brand identity design"
                    onChange={(event) => set(i, { description: event.target.value })}
                  />
                </div>
                {readOnly ? null : (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="hidden text-slate-500 hover:text-red-700 sm:mt-6 sm:inline-flex"
                    aria-label={M.removeLine(i + 1)}
                    disabled={lines.length === 1}
                    onClick={() => remove(i)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                )}
              </div>
              <div className="mt-3 grid grid-cols-[5rem_minmax(0,1fr)] gap-3 sm:grid-cols-[5rem_minmax(0,1fr)_minmax(0,1fr)]">
                <div className="space-y-1">
                  <Label htmlFor={`${base}-quantity`}>{M.lineQuantity}</Label>
                  <IntegerInput
                    id={`${base}-quantity`}
                    min={1}
                    max={PAYMENT_LIMITS.quantity}
                    value={line.quantity}
                    aria-invalid={errors.quantity ? true : undefined}
                    aria-describedby={message ? `${base}-error` : undefined}
                    onValue={(quantity) => set(i, { quantity })}
                  />
                </div>
                <div className="min-w-0 space-y-1">
                  <Label htmlFor={`${base}-price`}>{M.lineUnitPrice(currency)}</Label>
                  <MoneyInput
                    id={`${base}-price`}
                    currency={currency}
                    value={line.unitAmount}
                    placeholder={formatAmount(0, currency).replace(/[^\d.,]/g, '')}
                    aria-invalid={amountError ? true : undefined}
                    aria-describedby={message ? `${base}-error` : undefined}
                    onValue={(unitAmount) => set(i, { unitAmount })}
                    onBadText={(bad) => setInvalid((all) => ({ ...all, [key]: bad }))}
                  />
                </div>
                <div className="col-span-2 min-w-0 space-y-1 sm:col-span-1">
                  <Label htmlFor={`${base}-tax`}>{M.lineTax}</Label>
                  <Select
                    id={`${base}-tax`}
                    value={line.taxRateId ?? ''}
                    onChange={(event) => set(i, { taxRateId: event.target.value || null })}
                  >
                    <option value="">{M.noTax}</option>
                    {(taxRates ?? []).map((rate) => (
                      <option key={rate.id} value={rate.id}>
                        {rate.name} ({formatRate(rate.rate)})
                      </option>
                    ))}
                    {!known || (taxRates === null && line.taxRateId) ? (
                      <option value={line.taxRateId ?? ''}>{known ? M.savedTax : M.unknownTax}</option>
                    ) : null}
                  </Select>
                </div>
              </div>
              <div className="mt-2 flex items-center justify-between gap-3">
                <p className="text-sm text-slate-600 tabular-nums">
                  {line.quantity > 1 && Number.isInteger(line.quantity)
                    ? `${line.quantity} × ${formatAmount(line.unitAmount, currency)} = `
                    : null}
                  <span className="font-medium text-slate-900">
                    {formatAmount(line.quantity * line.unitAmount || 0, currency)}
                  </span>
                </p>
                {readOnly ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-slate-600 hover:text-red-700 sm:hidden"
                    aria-label={M.removeLine(i + 1)}
                    disabled={lines.length === 1}
                    onClick={() => remove(i)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove
                  </Button>
                )}
              </div>
              {message ? (
                <p id={`${base}-error`} className="mt-1 text-sm text-red-700">
                  {message}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {readOnly || lines.length >= PAYMENT_LIMITS.lines ? null : (
        <Button variant="secondary" size="sm" onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          {M.addLine}
        </Button>
      )}
    </fieldset>
  );
}
