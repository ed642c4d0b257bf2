import { DEFAULT_PRIMARY_COLOR, workspacePatchSchema } from '@bloom/core';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useUpdateWorkspace, useWorkspace, type WorkspaceSettings } from '../../../api/workspace';
import { BrandColorField } from '../../../components/branding/brand-color-field';
import { LogoUploadField } from '../../../components/branding/logo-upload-field';
import { PortalHeaderPreview } from '../../../components/branding/portal-header-preview';
import { useUnsavedChanges } from '../../../components/dialogs/use-unsaved-changes';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { useSettingsForm } from '../hooks/use-settings-form';
import { DiscardAndSave, SettingsCard } from './settings-card';
import { SettingsLoadState } from './settings-states';

const { shape } = workspacePatchSchema;
/** The server's colour rules (core's workspacePatchSchema); the accent may be empty (none). */
const formSchema = z.object({
  primaryColor: shape.primaryColor.unwrap(),
  accentColor: shape.accentColor.unwrap(),
});
type Values = z.input<typeof formSchema>;

const valuesOf = (workspace: WorkspaceSettings): Values => ({
  primaryColor: workspace.primaryColor,
  accentColor: workspace.accentColor ?? '',
});

export function BrandingSettingsPage() {
  const workspace = useWorkspace();
  return (
    <>
      <PageHeader
        title="Branding"
        description="Your logo and colours, applied to every client portal, email and testimonial widget."
      />
      <SettingsLoadState query={workspace} cards={[1, 2]}>
        {(data) => <BrandingForm workspace={data} />}
      </SettingsLoadState>
    </>
  );
}

function BrandingForm({ workspace }: { workspace: WorkspaceSettings }) {
  const update = useUpdateWorkspace();
  const { control, handleSubmit, reset, setValue, errors, isDirty, saveError } = useSettingsForm(formSchema, {
    defaultValues: valuesOf(workspace),
    mode: 'onTouched',
  });
  const blocker = useUnsavedChanges(isDirty);
  const [primaryColor, accentColor] = useWatch({ control, name: ['primaryColor', 'accentColor'] });

  const onSubmit = handleSubmit((values) => {
    saveError.clear();
    update.mutate(
      values,
      saveError.onSave((saved) => reset(valuesOf(saved))),
    );
  });

  return (
    // On a phone the preview sits between the logo and the colours, in view while they change.
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
      <SettingsCard
        className="min-w-0 xl:col-start-1 xl:row-start-1"
        title="Logo"
        description="Saved as soon as it uploads. Images are resized to at most 512 pixels; SVGs are cleaned of scripts."
      >
        <LogoUploadField
          logoUrl={workspace.logoUrl}
          workspaceName={workspace.name}
          color={primaryColor}
          disabled={update.isPending}
          hideLabel
        />
      </SettingsCard>
      <SettingsCard
        className="min-w-0 xl:col-start-1 xl:row-start-2"
        title="Colours"
        description="Buttons, progress and highlights in your portals. Text on them turns white or dark by itself, so it always stays readable."
        onSubmit={onSubmit}
        footer={<DiscardAndSave dirty={isDirty} busy={update.isPending} onDiscard={() => reset()} />}
      >
        <Controller
          control={control}
          name="primaryColor"
          render={({ field }) => (
            <BrandColorField
              label="Primary colour"
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.primaryColor?.message}
              fallback={DEFAULT_PRIMARY_COLOR}
              disabled={update.isPending}
              hint={
                field.value.toLowerCase() !== DEFAULT_PRIMARY_COLOR ? (
                  <button
                    type="button"
                    className="cursor-pointer font-medium text-primary-700 hover:underline"
                    onClick={() => setValue('primaryColor', DEFAULT_PRIMARY_COLOR, { shouldDirty: true })}
                  >
                    Reset to the default teal
                  </button>
                ) : (
                  'The default teal.'
                )
              }
            />
          )}
        />
        <Controller
          control={control}
          name="accentColor"
          render={({ field }) => (
            <BrandColorField
              label="Accent colour"
              name={field.name}
              inputRef={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onClear={() => setValue('accentColor', '', { shouldDirty: true, shouldValidate: true })}
              emptyText="No accent colour: the header band, welcome line and booking button use your primary colour."
              error={errors.accentColor?.message}
              fallback={primaryColor && /^#[0-9a-f]{6}$/i.test(primaryColor) ? primaryColor : DEFAULT_PRIMARY_COLOR}
              disabled={update.isPending}
            />
          )}
        />
        {saveError.message ? <Alert tone="error">{saveError.message}</Alert> : null}
      </SettingsCard>
      <aside
        className="row-start-2 min-w-0 space-y-2 xl:sticky xl:top-24 xl:col-start-2 xl:row-span-2 xl:row-start-1"
        aria-label="Live preview"
      >
        <h2 className="text-sm font-medium text-slate-800">Live preview</h2>
        <PortalHeaderPreview
          name={workspace.name}
          logoUrl={workspace.logoUrl}
          primaryColor={primaryColor}
          accentColor={accentColor}
          bookCall={Boolean(workspace.calendlyUrl)}
        />
        <p className="text-xs text-slate-500">
          What a client sees at the top of their portal. Unsaved colours show here first.
        </p>
      </aside>
      {blocker}
    </div>
  );
}
