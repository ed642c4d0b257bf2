import { useCallback, useState } from 'react';
import { useWorkspace, type WorkspaceSettings } from '../../../api/workspace';
import { useUnsavedChanges } from '../../../components/dialogs/use-unsaved-changes';
import { PageHeader } from '../../../components/ui/page-header';
import { type EmailSettings, useEmailSettings } from '../api/email-settings';
import { InvitationTemplateCard } from './invitation-template-card';
import { RemindersCard } from './reminders-card';
import { SettingsCardSkeleton, SettingsLoadError } from './settings-states';

/** /settings/email: the invitation template (with its preview and a test send) and the reminders. */
export function EmailSettingsPage() {
  const settings = useEmailSettings();
  const workspace = useWorkspace();
  const failed = settings.error ?? workspace.error;

  return (
    <>
      <PageHeader
        title="Email"
        description="The invitation that sends clients their portal link, and the reminders about steps still to do."
      />
      {settings.data && workspace.data ? (
        <EmailSettingsForms settings={settings.data} workspace={workspace.data} />
      ) : failed ? (
        <SettingsLoadError
          message={failed.message}
          retrying={settings.isFetching || workspace.isFetching}
          onRetry={() => {
            if (settings.isError) void settings.refetch();
            if (workspace.isError) void workspace.refetch();
          }}
        />
      ) : (
        <div className="space-y-6">
          <SettingsCardSkeleton fields={2} />
          <SettingsCardSkeleton fields={1} />
        </div>
      )}
    </>
  );
}

interface FormsProps {
  settings: EmailSettings;
  workspace: WorkspaceSettings;
}

/** Two forms, each with its own Save; leaving with either unsaved asks first (one prompt for both). */
function EmailSettingsForms({ settings, workspace }: FormsProps) {
  const [dirty, setDirty] = useState({ template: false, reminders: false });
  const templateDirty = useCallback((d: boolean) => setDirty((s) => ({ ...s, template: d })), []);
  const remindersDirty = useCallback((d: boolean) => setDirty((s) => ({ ...s, reminders: d })), []);
  const blocker = useUnsavedChanges(dirty.template || dirty.reminders);

  return (
    <div className="space-y-6">
      <InvitationTemplateCard settings={settings} workspace={workspace} onDirtyChange={templateDirty} />
      <RemindersCard settings={settings} onDirtyChange={remindersDirty} />
      {blocker}
    </div>
  );
}
