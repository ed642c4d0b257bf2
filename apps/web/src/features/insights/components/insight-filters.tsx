import { INSIGHT_PERIODS, INSIGHT_SCOPES, type InsightPeriod, type InsightScope } from '@bloom/core';
import { cn } from '../../../lib/cn';
import { PERIOD_LABELS, SCOPE_LABELS } from '../insights-format';

interface InsightFiltersProps {
  period: InsightPeriod;
  clients: InsightScope;
  onChange: (change: { period?: InsightPeriod; clients?: InsightScope }) => void;
}

/** The period (clients added in it) and which of those clients count. */
export function InsightFilterBar({ period, clients, onChange }: InsightFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
      <Segmented
        legend="Clients added"
        options={INSIGHT_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p].button }))}
        value={period}
        onChange={(value) => onChange({ period: value })}
      />
      <Segmented
        legend="Which clients"
        options={INSIGHT_SCOPES.map((s) => ({ value: s, label: SCOPE_LABELS[s] }))}
        value={clients}
        onChange={(value) => onChange({ clients: value })}
      />
    </div>
  );
}

interface SegmentedProps<T extends string> {
  legend: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** Buttons that each say whether they are the chosen one (aria-pressed), as the admin report's presets. */
function Segmented<T extends string>({ legend, options, value, onChange }: SegmentedProps<T>) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="inline-flex max-w-full rounded-lg border border-slate-300 bg-white p-0.5 shadow-xs">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-9 cursor-pointer rounded-md px-2.5 text-sm font-medium whitespace-nowrap transition-colors duration-150 sm:px-3 motion-reduce:transition-none',
              option.value === value ? 'bg-primary-600 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
