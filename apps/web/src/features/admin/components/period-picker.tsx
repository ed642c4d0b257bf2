import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { PERIOD_PRESETS, presetPeriod } from '../landing-report-format';

interface PeriodPickerProps {
  from: string;
  to: string;
  onChange: (period: { from: string; to: string }) => void;
}

/** From / to dates (UTC days, both included) and the 7 / 30 / 90-day presets. */
export function PeriodPicker({ from, to, onChange }: PeriodPickerProps) {
  const [draft, setDraft] = useState({ from, to });
  const [shown, setShown] = useState({ from, to });
  // A preset or the browser's back button changes the period: the inputs follow.
  if (shown.from !== from || shown.to !== to) {
    setShown({ from, to });
    setDraft({ from, to });
  }
  const now = new Date();
  const activePreset = PERIOD_PRESETS.find((days) => {
    const p = presetPeriod(days, now);
    return p.from === from && p.to === to;
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange(draft);
  };
  const dirty = draft.from !== from || draft.to !== to;

  return (
    <form onSubmit={submit} className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <fieldset className="min-w-0">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Quick periods</legend>
        <div className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-xs">
          {PERIOD_PRESETS.map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={activePreset === days}
              onClick={() => onChange(presetPeriod(days, new Date()))}
              className={cn(
                'h-9 cursor-pointer rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors duration-150',
                activePreset === days ? 'bg-primary-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {days} days
            </button>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
        <DateField
          id="report-from"
          label="From"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(value) => setDraft((d) => ({ ...d, from: value }))}
        />
        <DateField
          id="report-to"
          label="To"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(value) => setDraft((d) => ({ ...d, to: value }))}
        />
        <Button type="submit" variant={dirty ? 'primary' : 'secondary'} className="col-span-2 sm:col-span-1">
          Show period
        </Button>
      </div>
    </form>
  );
}

/** One end of the period: a required UTC day, bounded by the other end. */
function DateField({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        required
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        className="sm:w-40"
      />
    </div>
  );
}
