import { DEFAULT_WORKSPACE_NAME, SETTINGS_MESSAGES } from '@bloom/core';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useUpdateWorkspace, useWorkspace, type WorkspaceSettings } from '../../../api/workspace';
import { BrandColorField, isHexColor } from '../../../components/branding/brand-color-field';
import { LogoUploadField } from '../../../components/branding/logo-upload-field';
import { PortalHeaderPreview } from '../../../components/branding/portal-header-preview';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Bars } from '../../../components/ui/skeleton-blocks';
import { SETUP_MESSAGES } from '../setup-messages';
import { StepFrame } from './step-frame';

interface BrandingStepProps {
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: name, logo and colour, with the portal's header as the client will see it. */
export function BrandingStep(props: BrandingStepProps) {
  const workspace = useWorkspace();
  if (workspace.data) return <BrandingForm workspace={workspace.data} {...props} />;
  return (
    <StepFrame
      title={SETUP_MESSAGES.brandingTitle}
      description={SETUP_MESSAGES.brandingBody}
      onBack={props.onBack}
      actions={
        workspace.isError ? (
          <Button busy={workspace.isFetching} busyText="Retrying..." onClick={() => void workspace.refetch()}>
            {SETUP_MESSAGES.tryAgain}
          </Button>
        ) : (
          <Button disabled>{SETUP_MESSAGES.continue}</Button>
        )
      }
    >
      {workspace.isError ? (
        <p role="alert" className="flex items-start gap-2 text-sm text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {workspace.error.message}
        </p>
      ) : (
        <div aria-busy="true" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <span className="sr-only">Loading...</span>
          <div className="space-y-6">
            <Bars bars={['h-10 w-full', 'h-28 w-full', 'h-10 w-48']} />
          </div>
          <Skeleton className="h-56 w-full" />
        </div>
      )}
    </StepFrame>
  );
}

function BrandingForm({ workspace, onBack, onNext }: BrandingStepProps & { workspace: WorkspaceSettings }) {
  const update = useUpdateWorkspace();
  // The default name is a placeholder, not a choice: the owner types their own.
  const [name, setName] = useState(workspace.name === DEFAULT_WORKSPACE_NAME ? '' : workspace.name);
  const [color, setColor] = useState(workspace.primaryColor);
  const [colorError, setColorError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  const save = () => {
    if (!name.trim()) return;
    if (!isHexColor(color)) {
      setColorError(SETTINGS_MESSAGES.invalidColor);
      return;
    }
    setFormError(undefined);
    update.mutate(
      { name: name.trim(), primaryColor: color.trim().toLowerCase() },
      {
        onSuccess: onNext,
        onError: (error) => {
          setFormError(error.message);
          toast.error(SETUP_MESSAGES.brandingFailed);
        },
      },
    );
  };

  return (
    <StepFrame
      title={SETUP_MESSAGES.brandingTitle}
      description={SETUP_MESSAGES.brandingBody}
      onBack={onBack}
      backDisabled={update.isPending}
      onSubmit={save}
      actions={
        <Button type="submit" disabled={!name.trim()} busy={update.isPending} busyText={SETUP_MESSAGES.saving}>
          {SETUP_MESSAGES.continue}
        </Button>
      }
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          {formError ? (
            <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {SETUP_MESSAGES.brandingFailed}: {formError}
            </p>
          ) : null}
          <FormField label={SETUP_MESSAGES.workspaceName} hint={SETUP_MESSAGES.workspaceNameHint}>
            {(control) => (
              <Input
                {...control}
                value={name}
                maxLength={100}
                autoComplete="organization"
                placeholder={SETUP_MESSAGES.workspaceNamePlaceholder}
                disabled={update.isPending}
                onChange={(event) => {
                  setName(event.target.value);
                  setFormError(undefined);
                }}
              />
            )}
          </FormField>
          <LogoUploadField
            label={SETUP_MESSAGES.logo}
            logoUrl={workspace.logoUrl}
            workspaceName={name || workspace.name}
            color={isHexColor(color) ? color : undefined}
            disabled={update.isPending}
          />
          <BrandColorField
            label={SETUP_MESSAGES.primaryColor}
            name="primaryColor"
            value={color}
            error={colorError}
            disabled={update.isPending}
            onChange={(value) => {
              setColor(value);
              setColorError(undefined);
              setFormError(undefined);
            }}
            onBlur={() => {
              if (color.trim() && !isHexColor(color)) setColorError(SETTINGS_MESSAGES.invalidColor);
            }}
          />
        </div>
        <div className="space-y-2 lg:sticky lg:top-6">
          <p className="text-sm font-medium text-slate-800">{SETUP_MESSAGES.previewLabel}</p>
          <PortalHeaderPreview
            name={name}
            logoUrl={workspace.logoUrl}
            primaryColor={color}
            accentColor={workspace.accentColor}
            clientName={SETUP_MESSAGES.previewClient}
          />
        </div>
      </div>
    </StepFrame>
  );
}
