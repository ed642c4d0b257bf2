import { MAX_REMINDER_INTERVAL_DAYS, MIN_REMINDER_INTERVAL_DAYS } from '@bloom/core';
import type { ComponentProps } from 'react';
import { DaysInput } from '../ui/days-input';

/**
 * "Remind every [n] days": the label, the whole number of days between reminders (within the
 * product's range) and the unit, for a row laid out by its parent. The rest of the input's props
 * (value, onChange or a form library's register, aria-*) pass through.
 */
export function ReminderIntervalInput({ id, ...props }: ComponentProps<'input'> & { id: string }) {
  return (
    <>
      <label htmlFor={id} className="font-medium">
        Remind every<span className="sr-only"> (days)</span>
      </label>
      <DaysInput
        id={id}
        min={MIN_REMINDER_INTERVAL_DAYS}
        max={MAX_REMINDER_INTERVAL_DAYS}
        className="w-20!"
        {...props}
      />
      <span aria-hidden="true">days</span>
    </>
  );
}
