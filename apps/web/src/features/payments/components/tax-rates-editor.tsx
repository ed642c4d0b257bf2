import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { type BusinessForm, type BusinessFormErrors, MAX_TAX_RATES, newTaxRateId } from '../payment-form';
import { PAYMENTS_UI as M } from '../payments-messages';

type Rows = BusinessForm['taxRates'];

/** The workspace's tax rates: a name and a percent each (up to 3 decimals), up to ten. */
export function TaxRatesEditor({
  rows,
  errors,
  onChange,
}: {
  rows: Rows;
  errors: BusinessFormErrors['taxRates'];
  onChange: (rows: Rows) => void;
}) {
  const id = useId();
  const set = (i: number, patch: Partial<Rows[number]>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium text-slate-900">{M.taxRatesLegend}</legend>
      <p className="-mt-1 text-xs text-slate-500">{M.taxRatesHint}</p>
      {rows.length === 0 ? <p className="text-sm text-slate-600">{M.noTaxRates}</p> : null}
      <ul className="space-y-3">
        {rows.map((row, i) => {
          const rowErrors = errors[i] ?? {};
          const nameId = `${id}-${row.id}-name`;
          const rateId = `${id}-${row.id}-rate`;
          return (
            <li key={row.id} className="grid grid-cols-[minmax(0,1fr)_6.5rem_auto] items-start gap-2 sm:gap-3">
              <div className="min-w-0 space-y-1">
                <Label htmlFor={nameId} className="text-xs">
                  {M.taxName}
                </Label>
                <Input
                  id={nameId}
                  value={row.name}
                  maxLength={60}
                  placeholder="VAT"
                  aria-invalid={rowErrors.name ? true : undefined}
                  aria-describedby={rowErrors.name ? `${nameId}-error` : undefined}
                  onChange={(event) => set(i, { name: event.target.value })}
                />
                {rowErrors.name ? (
                  <p id={`${nameId}-error`} className="text-sm text-red-700">
                    {rowErrors.name}
                  </p>
                ) : null}
              </div>
              <div className="space-y-1">
                <Label htmlFor={rateId} className="text-xs">
                  {M.taxPercent}
                </Label>
                <Input
                  id={rateId}
                  value={row.percent}
                  inputMode="decimal"
                  maxLength={8}
                  placeholder="20"
                  className="tabular-nums"
                  aria-invalid={rowErrors.percent ? true : undefined}
                  aria-describedby={rowErrors.percent ? `${rateId}-error` : undefined}
                  onChange={(event) => set(i, { percent: event.target.value })}
                />
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="mt-5 text-slate-500 hover:text-red-700"
                aria-label={M.removeTaxRate(row.name.trim())}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
              {rowErrors.percent ? (
                <p id={`${rateId}-error`} className="col-span-3 -mt-1 text-sm text-red-700">
                  {rowErrors.percent}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {rows.length < MAX_TAX_RATES ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            onChange([
              ...rows,
              {
                id: newTaxRateId(rows.map((r) => r.id)),
                name: '',
                percent: '',
              },
            ])
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          {M.addTaxRate}
        </Button>
      ) : null}
    </fieldset>
  );
}
