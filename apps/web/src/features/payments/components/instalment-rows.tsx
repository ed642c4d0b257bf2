import { PAYMENT_LIMITS, PAYMENT_MESSAGES, type PaymentSchedule } from '@bloom/core';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { PAYMENTS_UI as M } from '../payments-messages';
import { instalmentsSum, type MilestoneOption, type ScheduleErrors } from '../stage-form';
import { DueRuleField } from './due-rule-field';
import { IntegerInput } from './number-inputs';

type Instalments = Extract<PaymentSchedule, { kind: 'instalments' }>;

/** Two to twelve shares of the total, each in percent with its own due rule, and whether they add up. */
export function InstalmentRows({
  value,
  milestones,
  errors,
  onChange,
}: {
  value: Instalments;
  milestones: readonly MilestoneOption[];
  errors: ScheduleErrors;
  onChange: (schedule: Instalments) => void;
}) {
  const id = useId();
  const list = value.instalments;
  const sum = instalmentsSum(list);
  const set = (i: number, patch: Partial<Instalments['instalments'][number]>) =>
    onChange({ ...value, instalments: list.map((item, j) => (j === i ? { ...item, ...patch } : item)) });

  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {list.map((item, i) => {
          const rowErrors = errors.instalments[i] ?? {};
          const percentId = `${id}-${i}-percent`;
          return (
            // Instalments have no identity but their place: "Instalment 2" is the second one.
            <li key={i} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex items-center justify-between gap-3">
                <p className="text-sm font-medium text-slate-900">Instalment {i + 1}</p>
                {list.length > PAYMENT_LIMITS.instalmentsMin ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="-my-2 text-slate-500 hover:text-red-700"
                    aria-label={M.removeInstalment(i + 1)}
                    onClick={() => onChange({ ...value, instalments: list.filter((_, j) => j !== i) })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                ) : null}
              </div>
              <div className="mt-2 grid gap-3 sm:grid-cols-[7rem_minmax(0,1fr)]">
                <div className="space-y-1">
                  <Label htmlFor={percentId}>
                    <span className="sr-only">Instalment {i + 1} </span>
                    Percent (%)
                  </Label>
                  <IntegerInput
                    id={percentId}
                    min={1}
                    max={100}
                    value={item.percent}
                    aria-invalid={rowErrors.percent ? true : undefined}
                    aria-describedby={rowErrors.percent ? `${percentId}-error` : undefined}
                    onValue={(percent) => set(i, { percent })}
                  />
                  {rowErrors.percent ? (
                    <p id={`${percentId}-error`} className="text-sm text-red-700">
                      {rowErrors.percent}
                    </p>
                  ) : null}
                </div>
                <DueRuleField
                  label={M.instalmentDue(i + 1)}
                  value={item.due}
                  milestones={milestones}
                  allowNow
                  error={rowErrors.due}
                  onChange={(due) => set(i, { due })}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          className={cn('text-sm tabular-nums', errors.instalmentsTotal ? 'text-red-700' : 'text-slate-600')}
          role={errors.instalmentsTotal ? 'alert' : undefined}
        >
          {errors.instalmentsTotal === undefined
            ? M.instalmentsTotal(sum)
            : errors.instalmentsTotal === PAYMENT_MESSAGES.instalmentsSum
              ? M.instalmentsSum(sum)
              : errors.instalmentsTotal}
        </p>
        {list.length < PAYMENT_LIMITS.instalmentsMax ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              onChange({
                ...value,
                instalments: [
                  ...list,
                  { percent: Math.max(0, 100 - sum), due: list.at(-1)?.due ?? { on: 'days', days: 30 } },
                ],
              })
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            {M.addInstalment}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
