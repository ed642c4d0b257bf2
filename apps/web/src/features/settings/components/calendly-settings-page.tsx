import { PORTAL_MESSAGES, SETTINGS_MESSAGES, workspacePatchSchema } from '@bloom/core';
import { ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { z } from 'zod';
import { useUpdateWorkspace, useWorkspace, type WorkspaceSettings } from '../../../api/workspace';
import { useUnsavedChanges } from '../../../components/dialogs/use-unsaved-changes';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { GhostDestructiveButton } from '../../../components/ui/destructive-button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { useSettingsForm } from '../hooks/use-settings-form';
import { SaveChangesButton, SettingsCard } from './settings-card';
import { SettingsLoadState } from './settings-states';

/** The server's rule (core's workspacePatchSchema): an https://calendly.com/… link, or empty for none. */
const formSchema = z.object({ calendlyUrl: workspacePatchSchema.shape.calendlyUrl.unwrap() });

export function CalendlySettingsPage() {
  const workspace = useWorkspace();
  return (
    <>
      <PageHeader
        title="Calendly"
        description="Show your booking link in client portals so clients can schedule a call in one click."
        back={{ to: '/settings/integrations', label: 'Back to Integrations' }}
      />
      <SettingsLoadState query={workspace} cards={[1]}>
        {(data) => <CalendlyForm workspace={data} />}
      </SettingsLoadState>
    </>
  );
}

function CalendlyForm({ workspace }: { workspace: WorkspaceSettings }) {
  const update = useUpdateWorkspace();
  const [pending, setPending] = useState<'save' | 'remove' | null>(null);
  const { register, handleSubmit, reset, errors, isDirty, saveError } = useSettingsForm(formSchema, {
    defaultValues: { calendlyUrl: workspace.calendlyUrl ?? '' },
  });
  const blocker = useUnsavedChanges(isDirty);
  const connected = workspace.calendlyUrl;

  const save = (calendlyUrl: string | null, action: 'save' | 'remove') => {
    saveError.clear();
    setPending(action);
    update.mutate(
      { calendlyUrl },
      {
        ...saveError.onSave(
          (saved) => reset({ calendlyUrl: saved.calendlyUrl ?? '' }),
          action === 'remove' ? 'Calendly link removed' : SETTINGS_MESSAGES.saved,
        ),
        onSettled: () => setPending(null),
      },
    );
  };

  const onSubmit = handleSubmit((values) => save(values.calendlyUrl, 'save'));

  return (
    <>
      <SettingsCard
        title="Booking link"
        description={
          <>
            Clients see a '{PORTAL_MESSAGES.bookCall}' button in their portal's header and on the screen that celebrates
            a finished journey. Remove the link and the button goes away.
          </>
        }
        onSubmit={onSubmit}
        footer={
          <>
            {connected ? (
              <GhostDestructiveButton
                disabled={update.isPending}
                busy={pending === 'remove'}
                busyText="Removing..."
                onClick={() => save(null, 'remove')}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Remove link
              </GhostDestructiveButton>
            ) : null}
            <SaveChangesButton busy={pending === 'save'} disabled={update.isPending} />
          </>
        }
      >
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600">Status:</span>
          {connected ? <Badge tone="teal">Connected</Badge> : <Badge>Not connected</Badge>}
          {connected ? (
            <a
              href={connected}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex items-center gap-1 font-medium text-primary-700 hover:underline"
            >
              Open booking page
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
        <FormField
          label="Calendly link"
          error={errors.calendlyUrl?.message}
          hint="Copy it from Calendly: your page's address starts with https://calendly.com/."
        >
          {(field) => (
            <Input
              {...field}
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              placeholder="https://calendly.com/your-name"
              {...register('calendlyUrl')}
            />
          )}
        </FormField>
        {saveError.message ? <Alert tone="error">{saveError.message}</Alert> : null}
      </SettingsCard>
      {blocker}
    </>
  );
}
