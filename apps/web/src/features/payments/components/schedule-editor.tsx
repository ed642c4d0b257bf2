import { formatAmount, type PaymentSchedule } from '@bloom/core';
import { CalendarRange, Wallet, WalletCards } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Label } from '../../../components/ui/label';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { cn } from '../../../lib/cn';
import { PAYMENTS_UI as M } from '../payments-messages';
import { type MilestoneOption, type ScheduleErrors, type ScheduleKind, scheduleOfKind } from '../stage-form';
import { DueRuleField } from './due-rule-field';
import { InstalmentRows } from './instalment-rows';
import { IntegerInput, MoneyInput } from './number-inputs';

type Deposit = Extract<PaymentSchedule, { kind: 'deposit' }>;

const KINDS: { kind: ScheduleKind; title: string; hint: string; icon: typeof Wallet }[] = [
  { kind: 'full', title: M.scheduleFull, hint: M.scheduleFullHint, icon: Wallet },
  { kind: 'deposit', title: M.scheduleDeposit, hint: M.scheduleDepositHint, icon: WalletCards },
  { kind: 'instalments', title: M.scheduleInstalments, hint: M.scheduleInstalmentsHint, icon: CalendarRange },
];

/** How the client pays: all at once, a deposit then the balance, or instalments. */
export function ScheduleEditor({
  value,
  currency,
  milestones,
  errors,
  readOnly,
  onChange,
}: {
  value: PaymentSchedule;
  currency: string;
  milestones: readonly MilestoneOption[];
  errors: ScheduleErrors;
  readOnly: boolean;
  onChange: (schedule: PaymentSchedule) => void;
}) {
  const id = useId();
  return (
    <fieldset disabled={readOnly} className="min-w-0 space-y-4">
      <legend className="mb-2 text-sm font-medium text-slate-900">{M.scheduleLegend}</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {KINDS.map(({ kind, title, hint, icon: Icon }) => (
          <Choice
            key={kind}
            name={`${id}-kind`}
            checked={value.kind === kind}
            title={title}
            hint={hint}
            icon={<Icon aria-hidden="true" className="size-5" />}
            onPick={() => onChange(scheduleOfKind(kind, value, milestones))}
          />
        ))}
      </div>
      {value.kind === 'deposit' ? (
        <DepositFields value={value} currency={currency} milestones={milestones} errors={errors} onChange={onChange} />
      ) : value.kind === 'instalments' ? (
        <InstalmentRows value={value} milestones={milestones} errors={errors} onChange={onChange} />
      ) : null}
    </fieldset>
  );
}

function DepositFields({
  value,
  currency,
  milestones,
  errors,
  onChange,
}: {
  value: Deposit;
  currency: string;
  milestones: readonly MilestoneOption[];
  errors: ScheduleErrors;
  onChange: (schedule: Deposit) => void;
}) {
  const id = useId();
  const [amountTyped, setAmountTyped] = useState(true);
  const { deposit } = value;
  const error = !amountTyped ? M.amountInvalid(currency) : errors.deposit;
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="min-w-0 space-y-1">
          <p id={`${id}-type`} className="text-sm font-medium text-slate-800">
            {M.depositAmountLabel}
          </p>
          <div role="radiogroup" aria-labelledby={`${id}-type`} className="flex gap-2">
            {(['percent', 'fixed'] as const).map((type) => (
              <label
                key={type}
                className={cn(
                  'flex h-10 flex-1 cursor-pointer items-center justify-center rounded-lg border px-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
                  deposit.type === type
                    ? 'border-primary-500 bg-primary-50 text-primary-800'
                    : 'border-slate-300 bg-white text-slate-700',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-deposit-type`}
                  className="sr-only"
                  checked={deposit.type === type}
                  onChange={() =>
                    onChange({
                      ...value,
                      deposit: type === 'percent' ? { type, percent: 30 } : { type, amount: 0 },
                    })
                  }
                />
                {type === 'percent' ? M.depositPercent : M.depositFixed}
              </label>
            ))}
          </div>
        </div>
        <div className="min-w-0 space-y-1">
          {deposit.type === 'percent' ? (
            <>
              <Label htmlFor={`${id}-percent`}>{M.depositPercent} (%)</Label>
              <IntegerInput
                id={`${id}-percent`}
                min={1}
                max={99}
                value={deposit.percent}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onValue={(percent) => onChange({ ...value, deposit: { type: 'percent', percent } })}
              />
            </>
          ) : (
            <>
              <Label htmlFor={`${id}-amount`}>
                {M.depositFixed} ({currency})
              </Label>
              <MoneyInput
                id={`${id}-amount`}
                currency={currency}
                value={deposit.amount}
                placeholder={formatAmount(0, currency).replace(/[^\d.,]/g, '')}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onValue={(amount) => onChange({ ...value, deposit: { type: 'fixed', amount } })}
                onBadText={(bad) => setAmountTyped(!bad)}
              />
            </>
          )}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="-mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <DueRuleField
        label={M.balanceDue}
        value={value.balanceDue}
        milestones={milestones}
        allowNow={false}
        error={errors.balanceDue}
        onChange={(balanceDue) => onChange({ ...value, balanceDue })}
      />
      <ToggleSwitch
        label={M.allowChoice}
        description={M.allowChoiceHint}
        checked={value.allowChoice}
        onCheckedChange={(allowChoice) => onChange({ ...value, allowChoice })}
      />
    </div>
  );
}

function Choice({
  name,
  checked,
  title,
  hint,
  icon,
  onPick,
}: {
  name: string;
  checked: boolean;
  title: string;
  hint: string;
  icon: ReactNode;
  onPick: () => void;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 transition-colors duration-150 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
        checked ? 'border-primary-500 ring-1 ring-primary-500' : 'border-slate-200 hover:border-slate-300',
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onPick} className="sr-only" />
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-lg',
          checked ? 'bg-primary-50 text-primary-700' : 'bg-slate-100 text-slate-600',
        )}
      >
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-900">{title}</span>
        <span className="block text-sm text-slate-600">{hint}</span>
      </span>
    </label>
  );
}
