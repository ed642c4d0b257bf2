import { CalendarClock, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { DaysInput } from '../../../components/ui/days-input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import {
  type DueReminderRow,
  type DueReminderWhen,
  dueReminderLabel,
  dueReminderOffset,
  dueReminderRow,
  dueRemindersSummary,
  MAX_DUE_REMINDER_DAYS,
  MAX_DUE_REMINDERS,
  readDueReminderRows,
} from '../lib/due-reminder-rows';

const WHEN_LABELS: Record<DueReminderWhen, string> = {
  before: 'before the due date',
  on: 'on the due date',
  after: 'after the due date',
};

interface DueRemindersFieldProps {
  rows: DueReminderRow[];
  onChange: (rows: DueReminderRow[]) => void;
  onBlur?: () => void;
  /** Show each row's problem (after a save was tried). */
  showErrors: boolean;
  disabled?: boolean;
}

/**
 * When stages with a due date are reminded: rows of "N days before / on / after the due date", up
 * to six, like Settings → Payments does for invoices.
 */
export function DueRemindersField({ rows, onChange, onBlur, showErrors, disabled }: DueRemindersFieldProps) {
  const id = useId();
  const set = (i: number, patch: Partial<DueReminderRow>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const { offsets, errors } = readDueReminderRows(rows);
  const unused = [-2, -1, 0, 1, 2, 3, 7].find((o) => !offsets.includes(o)) ?? 1;

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={`${id}-hint`} onBlur={onBlur} disabled={disabled}>
      <legend className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <CalendarClock aria-hidden="true" className="size-4 text-slate-500" />
        Due-date reminders
      </legend>
      <p id={`${id}-hint`} className="-mt-1 text-xs text-slate-500">
        For stages with a due date, on top of the reminders above: {dueRemindersSummary(offsets)}. From 10:00 on the
        client’s clock, once per stage and day. Turning reminders off above stops these too, except for clients you gave
        their own schedule.
      </p>
      <ul className="space-y-3">
        {rows.map((row, i) => {
          const daysId = `${id}-${i}-days`;
          const whenId = `${id}-${i}-when`;
          const offset = dueReminderOffset(row);
          const error = showErrors ? errors[i] : undefined;
          return (
            // Rows have no identity of their own; their place is their key.
            <li key={i} className="grid grid-cols-[5rem_minmax(0,1fr)_auto] items-start gap-2 sm:gap-3">
              <div className="space-y-1">
                <Label htmlFor={daysId} className="text-xs">
                  Days
                </Label>
                <DaysInput
                  id={daysId}
                  min={1}
                  max={MAX_DUE_REMINDER_DAYS}
                  value={row.when === 'on' ? '' : row.days}
                  disabled={row.when === 'on'}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${daysId}-error` : undefined}
                  onChange={(event) => set(i, { days: event.target.value })}
                />
              </div>
              <div className="min-w-0 space-y-1">
                <Label htmlFor={whenId} className="text-xs">
                  When
                </Label>
                <Select
                  id={whenId}
                  value={row.when}
                  onChange={(event) => {
                    const when = event.target.value as DueReminderWhen;
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
                aria-label={`Remove the reminder ${offset === null ? String(i + 1) : dueReminderLabel(offset).toLowerCase()}`}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
              {error ? (
                <p id={`${daysId}-error`} className="col-span-3 -mt-1 text-sm text-red-700">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {rows.length < MAX_DUE_REMINDERS ? (
        <Button variant="secondary" size="sm" onClick={() => onChange([...rows, dueReminderRow(unused)])}>
          <Plus aria-hidden="true" className="size-4" />
          Add a due-date reminder
        </Button>
      ) : null}
    </fieldset>
  );
}
