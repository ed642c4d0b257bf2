import { type ClientEmailStatus, type ClientRemindersInput, clientRemindersSchema } from '@bloom/core';
import { BellRing, History } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { ReminderIntervalInput } from '../../../components/domain/reminder-interval-input';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useSetClientReminders } from '../api/client-email';
import { type ReminderMode, reminderLines, workspaceDefaultLabel } from '../client-email-state';
import { messageOf } from '../client-format';

interface ClientRemindersFieldProps {
  clientId: string;
  email: ClientEmailStatus;
}

/**
 * This client's reminders: the workspace's schedule, off, or every N days of their own. Choosing
 * the default or Off saves at once; Custom shows the number of days and its own Save. Under it,
 * the last reminder and the next (or why there is none).
 */
export function ClientRemindersField({ clientId, email }: ClientRemindersFieldProps) {
  const { reminders } = email;
  const save = useSetClientReminders();
  const selectId = useId();
  const daysId = useId();
  const [mode, setMode] = useState<ReminderMode>(reminders.mode);
  const ownDays = reminders.intervalDays ?? reminders.workspaceIntervalDays;
  const [days, setDays] = useState(String(ownDays));
  const [error, setError] = useState<string | null>(null);

  // The server's answer (after a save, or read again) is what the select shows.
  useEffect(() => {
    setMode(reminders.mode);
    setDays(String(reminders.intervalDays ?? reminders.workspaceIntervalDays));
    setError(null);
  }, [reminders.mode, reminders.intervalDays, reminders.workspaceIntervalDays]);

  const put = (input: ClientRemindersInput) =>
    save.mutate(
      { id: clientId, input },
      {
        onSuccess: () => toast.success('Reminders updated'),
        onError: (failure) => {
          setMode(reminders.mode);
          toast.error(messageOf(failure, 'Failed to update the reminders'));
        },
      },
    );

  const choose = (next: ReminderMode) => {
    setMode(next);
    setError(null);
    if (next !== 'custom') put({ mode: next });
  };

  const saveCustom = () => {
    const parsed = clientRemindersSchema.safeParse({ mode: 'custom', intervalDays: Number(days.trim() || Number.NaN) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Choose a number of days');
      return;
    }
    setError(null);
    put(parsed.data);
  };

  const customUnchanged = reminders.mode === 'custom' && Number(days) === reminders.intervalDays;
  const lines = reminderLines(email);

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={selectId}>Reminders</Label>
        <Select
          id={selectId}
          value={mode}
          onChange={(event) => choose(event.target.value as ReminderMode)}
          disabled={save.isPending}
          className="sm:max-w-xs"
        >
          <option value="workspace">{workspaceDefaultLabel(reminders)}</option>
          <option value="off">Off</option>
          <option value="custom">Custom</option>
        </Select>
      </div>

      {mode === 'custom' ? (
        <form
          noValidate
          className="space-y-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            saveCustom();
          }}
        >
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
            <ReminderIntervalInput
              id={daysId}
              value={days}
              onChange={(event) => {
                setDays(event.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${daysId}-error` : undefined}
              disabled={save.isPending}
            />
            <Button
              type="submit"
              size="sm"
              busy={save.isPending}
              busyText="Saving..."
              disabled={customUnchanged}
              className="ml-1"
            >
              Save
            </Button>
          </div>
          {error ? (
            <p id={`${daysId}-error`} className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}

      <ul className="space-y-1.5 text-sm text-slate-600" aria-label="Reminder schedule">
        {lines.last ? (
          <li className="flex items-start gap-2">
            <History aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
            {lines.last}
          </li>
        ) : null}
        <li className="flex items-start gap-2">
          <BellRing aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <span className={reminders.nextAt ? 'font-medium text-slate-800' : undefined}>{lines.next}</span>
        </li>
      </ul>
    </div>
  );
}
