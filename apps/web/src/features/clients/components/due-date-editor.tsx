import { isCalendarDate, DEADLINE_MESSAGES as M } from '@bloom/core';
import { CalendarDays, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useSetDueDate } from '../api/client-due-dates';
import { messageOf } from '../client-format';
import type { DueDateRow } from '../due-date-rows';

interface DueDateEditorProps {
  clientId: string;
  row: DueDateRow;
  /** Today on the client's clock: the date a new one starts from when the stage has none. */
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A stage's "Change date" (an inline date input with Save and Cancel), and the way back from the
 * owner's date: "Use the journey's rule", or "Clear" for a stage whose only date is the owner's.
 */
export function DueDateEditor({ clientId, row, today, open, onOpenChange }: DueDateEditorProps) {
  const { stage } = row;
  const save = useSetDueDate(clientId);
  const inputId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const put = (overrideOn: string | null) =>
    save.mutate(
      { stageId: stage.stageId, overrideOn },
      {
        onSuccess: () => {
          toast.success(M.saved);
          onOpenChange(false);
        },
        onError: (failure) => toast.error(messageOf(failure, M.saveFailed)),
      },
    );

  if (!open) {
    if (stage.completed) return null;
    return (
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setValue(stage.dueOn ?? today);
            setError(null);
            onOpenChange(true);
          }}
        >
          <CalendarDays aria-hidden="true" className="size-3.5" />
          {stage.dueOn ? M.changeDate : M.setDate}
          <span className="sr-only"> {stage.name}</span>
        </Button>
        {row.reset ? (
          <Button variant="ghost" size="sm" onClick={() => put(null)} busy={save.isPending} busyText={M.saving}>
            <Undo2 aria-hidden="true" className="size-3.5" />
            {row.reset}
            <span className="sr-only"> {stage.name}</span>
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <form
      noValidate
      className="mt-2 space-y-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        const date = value.trim();
        if (!isCalendarDate(date)) {
          setError(M.dateInvalid);
          return;
        }
        put(date);
      }}
    >
      <Label htmlFor={inputId} className="sr-only">
        {M.dateLabel(stage.name)}
      </Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={inputId}
          type="date"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          disabled={save.isPending}
          className="w-auto"
        />
        <Button type="submit" size="sm" busy={save.isPending} busyText={M.saving}>
          {M.save}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onOpenChange(false)} disabled={save.isPending}>
          {M.cancel}
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
