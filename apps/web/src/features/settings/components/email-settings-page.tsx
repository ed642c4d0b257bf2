import { useCallback, useState } from 'react';
import { useWorkspace, type WorkspaceSettings } from '../../../api/workspace';
import { useUnsavedChanges } from '../../../components/dialogs/use-unsaved-changes';
import { PageHeader } from '../../../components/ui/page-header';
import { type EmailSettings, useEmailSettings } from '../api/email-settings';
import { InvitationTemplateCard } from './invitation-template-card';
import { RemindersCard } from './reminders-card';
import { SettingsLoadState } from './settings-states';

/** /settings/email: the invitation template (with its preview and a test send) and the reminders. */
export function EmailSettingsPage() {
  const settings = useEmailSettings();
  const workspace = useWorkspace();
  // Both answers, as one for the page's states: a retry fetches again whichever failed.
  const both = {
    data: settings.data && workspace.data ? { settings: settings.data, workspace: workspace.data } : undefined,
    error: settings.error ?? workspace.error,
    isFetching: settings.isFetching || workspace.isFetching,
    refetch: () => {
      if (settings.isError) void settings.refetch();
      if (workspace.isError) void workspace.refetch();
    },
  };

  return (
    <>
      <PageHeader
        title="Email"
        description="The invitation that sends clients their portal link, and the reminders about steps still to do."
      />
      <SettingsLoadState query={both} cards={[2, 1]}>
        {(data) => <EmailSettingsForms {...data} />}
      </SettingsLoadState>
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
