import { TIMEZONE_FALLBACK, workspacePatchSchema } from '@bloom/core';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useUpdateWorkspace, useWorkspace, type WorkspaceSettings } from '../../../api/workspace';
import { useUnsavedChanges } from '../../../components/dialogs/use-unsaved-changes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { browserTimeZone, formatOwnerDateAtTime } from '../../../lib/owner-dates';
import { useSettingsForm } from '../hooks/use-settings-form';
import { SaveChangesButton, SettingsCard } from './settings-card';
import { SettingsLoadState } from './settings-states';
import { TimeZonePicker } from './time-zone-picker';

const { shape } = workspacePatchSchema;
/** The server's own rules (core's workspacePatchSchema), every field required here. */
const formSchema = z.object({
  name: shape.name.unwrap(),
  contactEmail: shape.contactEmail.unwrap(),
  timezone: shape.timezone.unwrap(),
});
type Values = z.input<typeof formSchema>;

/** Set once this browser saved the workspace form, so the browser's zone is suggested only before that. */
const zoneChosenKey = (workspaceId: string) => `bloom.timezone-chosen.${workspaceId}`;

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/**
 * The browser's zone on a first visit: while the workspace still has the default (UTC), the
 * browser says otherwise and nobody saved a zone here yet.
 */
function suggestedZone(workspace: WorkspaceSettings): string | null {
  const browser = browserTimeZone();
  if (workspace.timezone !== TIMEZONE_FALLBACK || browser === TIMEZONE_FALLBACK) return null;
  return readFlag(zoneChosenKey(workspace.id)) ? null : browser;
}

const valuesOf = (workspace: WorkspaceSettings, zone?: string | null): Values => ({
  name: workspace.name,
  contactEmail: workspace.contactEmail ?? '',
  timezone: zone ?? workspace.timezone,
});

export function WorkspaceSettingsPage() {
  const workspace = useWorkspace();
  return (
    <>
      <PageHeader
        title="Workspace"
        description="Your workspace name and the time zone used for dates and reminders."
        actions={
          // The wizard stays reachable after its checklist was dismissed.
          <Button asChild variant="secondary">
            <Link to="/setup">Run setup again</Link>
          </Button>
        }
      />
      <SettingsLoadState query={workspace} cards={[3]}>
        {(data) => <WorkspaceForm workspace={data} />}
      </SettingsLoadState>
    </>
  );
}

function WorkspaceForm({ workspace }: { workspace: WorkspaceSettings }) {
  const update = useUpdateWorkspace();
  const [suggested] = useState(() => suggestedZone(workspace));
  const { register, control, handleSubmit, reset, watch, errors, isDirty, saveError } = useSettingsForm(formSchema, {
    defaultValues: valuesOf(workspace, suggested),
  });
  const blocker = useUnsavedChanges(isDirty);
  const zone = watch('timezone');
  // The clock ticks on the minute so the example time stays true while the page is open.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const onSubmit = handleSubmit((values) => {
    saveError.clear();
    update.mutate(
      values,
      saveError.onSave((saved) => {
        try {
          localStorage.setItem(zoneChosenKey(saved.id), '1');
        } catch {
          // Private mode: the suggestion may come back, which is harmless.
        }
        reset(valuesOf(saved));
      }),
    );
  });

  return (
    <>
      <SettingsCard
        title="Workspace details"
        description="Clients see your workspace name at the top of their portal and in the emails you send them."
        onSubmit={onSubmit}
        footer={<SaveChangesButton busy={update.isPending} />}
      >
        <FormField label="Workspace name" error={errors.name?.message} hint="Up to 100 characters.">
          {(field) => <Input {...field} autoComplete="organization" maxLength={100} {...register('name')} />}
        </FormField>
        <FormField
          label="Contact email"
          error={errors.contactEmail?.message}
          hint="Optional. The address clients can use to reach you."
        >
          {(field) => (
            <Input
              {...field}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="hello@yourstudio.com"
              {...register('contactEmail')}
            />
          )}
        </FormField>
        <Controller
          control={control}
          name="timezone"
          render={({ field: { value, onChange, onBlur } }) => (
            <FormField
              label="Time zone"
              error={errors.timezone?.message}
              hint={
                suggested && value === suggested
                  ? `We picked ${suggested.replaceAll('_', ' ')} from your browser. Save to use it.`
                  : `Dates you see and the dates in your clients' portals follow this zone. It is ${formatInZone(now, zone)} there now.`
              }
              labelAside={
                value !== browserTimeZone() ? (
                  <button
                    type="button"
                    className="cursor-pointer rounded text-sm font-medium text-primary-700 hover:underline"
                    onClick={() => onChange(browserTimeZone())}
                  >
                    Use this device's zone
                  </button>
                ) : null
              }
            >
              {(field) => <TimeZonePicker {...field} value={value} onChange={onChange} onBlur={onBlur} />}
            </FormField>
          )}
        />
        {saveError.message ? <Alert tone="error">{saveError.message}</Alert> : null}
      </SettingsCard>
      {blocker}
    </>
  );
}

/** 'Tue 3:04 PM' in `zone` (the time as typed may not be a zone yet: then the owner's own). */
function formatInZone(at: Date, zone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
    }).format(at);
  } catch {
    return formatOwnerDateAtTime(at);
  }
}
