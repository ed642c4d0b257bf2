import {
  emailSettingsPatchSchema,
  MAX_REMINDER_INTERVAL_DAYS,
  MIN_REMINDER_INTERVAL_DAYS,
  QUIET_HOURS,
  REMINDER_HOUR,
} from '@bloom/core';
import { Clock } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ReminderIntervalInput } from '../../../components/domain/reminder-interval-input';
import { Alert } from '../../../components/ui/alert';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { type EmailSettings, useUpdateEmailSettings } from '../api/email-settings';
import { useSettingsForm } from '../hooks/use-settings-form';
import { dueReminderRows, readDueReminderRows } from '../lib/due-reminder-rows';
import { reminderRules } from '../lib/reminder-rules';
import { DueRemindersField } from './due-reminders-field';
import { DiscardAndSave, SettingsCard } from './settings-card';

const { shape } = emailSettingsPatchSchema;
const rowSchema = z.object({ days: z.string(), when: z.enum(['before', 'on', 'after']) });
/**
 * The server's rules (core's emailSettingsPatchSchema): every N days, 1 to 30; the due-date
 * reminder rows read as offsets (a row with a problem stops the save and says so next to it).
 */
const formSchema = z
  .object({
    remindersEnabled: shape.remindersEnabled.unwrap(),
    reminderIntervalDays: shape.reminderIntervalDays.unwrap(),
    dueReminders: z.array(rowSchema).superRefine((rows, ctx) => {
      const first = Object.values(readDueReminderRows(rows).errors)[0];
      if (first) ctx.addIssue({ code: 'custom', message: first });
    }),
  })
  .transform(({ dueReminders, ...rest }) => ({
    ...rest,
    dueReminderOffsets: readDueReminderRows(dueReminders).offsets,
  }));
type Values = z.input<typeof formSchema>;

const valuesOf = (settings: EmailSettings): Values => ({
  remindersEnabled: settings.remindersEnabled,
  reminderIntervalDays: settings.reminderIntervalDays,
  dueReminders: dueReminderRows(settings.dueReminderOffsets),
});

interface RemindersCardProps {
  settings: EmailSettings;
  onDirtyChange: (dirty: boolean) => void;
}

/** The workspace's reminders: on or off, every N days, and in plain words when they go. */
export function RemindersCard({ settings, onDirtyChange }: RemindersCardProps) {
  const update = useUpdateEmailSettings();
  const intervalId = useId();
  const { control, register, handleSubmit, reset, errors, isDirty, saveError } = useSettingsForm(formSchema, {
    defaultValues: valuesOf(settings),
    mode: 'onTouched',
  });
  const [enabled, interval] = useWatch({ control, name: ['remindersEnabled', 'reminderIntervalDays'] });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit((values) => {
    saveError.clear();
    update.mutate(
      values,
      saveError.onSave((saved) => reset(valuesOf(saved))),
    );
  });

  const intervalError = errors.reminderIntervalDays?.message;
  const shownInterval =
    Number.isInteger(interval) && interval >= MIN_REMINDER_INTERVAL_DAYS && interval <= MAX_REMINDER_INTERVAL_DAYS
      ? interval
      : settings.reminderIntervalDays;

  return (
    <SettingsCard
      title="Reminders"
      description="Clients with a step still to do get a friendly email that names what is waiting, with their portal link."
      onSubmit={onSubmit}
      footer={<DiscardAndSave dirty={isDirty} busy={update.isPending} onDiscard={() => reset()} />}
    >
      <Controller
        control={control}
        name="remindersEnabled"
        render={({ field }) => (
          <ToggleSwitch
            label="Remind clients about steps still to do"
            description={
              field.value
                ? 'On for every client, unless you change it on a client’s page.'
                : 'Off. Clients you gave their own schedule on their page are still reminded.'
            }
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            buttonRef={field.ref}
            name={field.name}
            disabled={update.isPending}
          />
        )}
      />
      <div className="space-y-1.5">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
          <ReminderIntervalInput
            id={intervalId}
            aria-invalid={intervalError ? true : undefined}
            aria-describedby={`${intervalId}-hint`}
            disabled={!enabled || update.isPending}
            {...register('reminderIntervalDays', { valueAsNumber: true })}
          />
        </div>
        {intervalError ? (
          <p id={`${intervalId}-hint`} className="text-sm text-red-700">
            {intervalError}
          </p>
        ) : (
          <p id={`${intervalId}-hint`} className="text-xs text-slate-500">
            Days between reminders, {MIN_REMINDER_INTERVAL_DAYS} to {MAX_REMINDER_INTERVAL_DAYS}. The default is 3.
          </p>
        )}
      </div>
      <div className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
        <p className="flex items-center gap-2 font-medium text-slate-900">
          <Clock aria-hidden="true" className="size-4 text-slate-500" />
          When reminders go
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 marker:text-slate-400">
          {reminderRules(shownInterval, { hour: REMINDER_HOUR, quiet: QUIET_HOURS }).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
      <Controller
        control={control}
        name="dueReminders"
        render={({ field, fieldState }) => (
          <DueRemindersField
            rows={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            showErrors={fieldState.error !== undefined}
            disabled={update.isPending}
          />
        )}
      />
      {saveError.message ? <Alert tone="error">{saveError.message}</Alert> : null}
    </SettingsCard>
  );
}
