import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { DaysInput } from '../../../components/ui/days-input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import {
  MAX_REMINDER_DAYS,
  MAX_REMINDERS,
  type ReminderRow,
  type ReminderWhen,
  reminderLabel,
  reminderOffset,
  remindersSummary,
} from '../payment-form';
import { PAYMENTS_UI as M } from '../payments-messages';

const WHEN_LABELS: Record<ReminderWhen, string> = {
  before: 'before the due date',
  on: 'on the due date',
  after: 'after the due date',
};

/** When unpaid invoices are reminded: rows of "N days before / on / after the due date", up to six. */
export function RemindersEditor({
  rows,
  errors,
  onChange,
}: {
  rows: ReminderRow[];
  errors: Record<number, string>;
  onChange: (rows: ReminderRow[]) => void;
}) {
  const id = useId();
  const set = (i: number, patch: Partial<ReminderRow>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const offsets = rows.map(reminderOffset).filter((o): o is number => o !== null);

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-slate-900">{M.remindersLegend}</legend>
      <p id={`${id}-hint`} className="-mt-1 text-xs text-slate-500">
        {M.remindersHint(remindersSummary(offsets))}
      </p>
      <ul className="space-y-3">
        {rows.map((row, i) => {
          const daysId = `${id}-${i}-days`;
          const whenId = `${id}-${i}-when`;
          const offset = reminderOffset(row);
          return (
            // Rows have no identity of their own; their place is their key.
            <li key={i} className="grid grid-cols-[5rem_minmax(0,1fr)_auto] items-start gap-2 sm:gap-3">
              <div className="space-y-1">
                <Label htmlFor={daysId} className="text-xs">
                  {M.reminderDays}
                </Label>
                <DaysInput
                  id={daysId}
                  min={1}
                  max={MAX_REMINDER_DAYS}
                  value={row.when === 'on' ? '' : row.days}
                  disabled={row.when === 'on'}
                  aria-invalid={errors[i] ? true : undefined}
                  aria-describedby={errors[i] ? `${daysId}-error` : undefined}
                  onChange={(event) => set(i, { days: event.target.value })}
                />
              </div>
              <div className="min-w-0 space-y-1">
                <Label htmlFor={whenId} className="text-xs">
                  {M.reminderWhen}
                </Label>
                <Select
                  id={whenId}
                  value={row.when}
                  onChange={(event) => {
                    const when = event.target.value as ReminderWhen;
                    set(i, { when, days: when !== 'on' && !row.days ? '1' : row.days });
                  }}
                >
                  {(['before', 'on', 'after'] as const).map((w) => (
                    <option key={w} value={w}>
                      {WHEN_LABELS[w]}
                    </option>
                  ))}
                </Select>
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="mt-5 text-slate-500 hover:text-red-700"
                aria-label={M.removeReminder(offset === null ? String(i + 1) : reminderLabel(offset))}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
              {errors[i] ? (
                <p id={`${daysId}-error`} className="col-span-3 -mt-1 text-sm text-red-700">
                  {errors[i]}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {rows.length < MAX_REMINDERS ? (
        <Button variant="secondary" size="sm" onClick={() => onChange([...rows, { days: '3', when: 'after' }])}>
          <Plus aria-hidden="true" className="size-4" />
          {M.addReminder}
        </Button>
      ) : null}
    </fieldset>
  );
}
