import { CLIENT_MESSAGES, type ClientDetailDto } from '@bloom/core';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useUpdateClient } from '../api/client-mutations';
import { useJourneyOptions } from '../api/get-journey-options';
import {
  CLIENT_FORM_FIELDS,
  type ClientFormErrors,
  type ClientFormField,
  type ClientFormValues,
  toUpdateInput,
  validateClientForm,
  valuesFromClient,
  type WelcomeState,
  welcomeFromClient,
} from '../client-form';
import { messageOf } from '../client-format';
import { ClientNameFields } from './client-name-fields';
import { JourneySelect } from './journey-select';
import { WelcomeMessageField } from './welcome-message-field';

interface EditClientDialogProps {
  client: ClientDetailDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Names, email, journey (with the restart warning) and the welcome message. Mounted per opening. */
export function EditClientDialog({ client, open, onOpenChange }: EditClientDialogProps) {
  const journeys = useJourneyOptions();
  const update = useUpdateClient();
  const [values, setValues] = useState<ClientFormValues>(() => valuesFromClient(client));
  const [welcome, setWelcome] = useState<WelcomeState>(() => welcomeFromClient(client));
  const [errors, setErrors] = useState<ClientFormErrors>({});
  const [formError, setFormError] = useState<string>();
  const fieldRefs = useRef<Partial<Record<ClientFormField, HTMLElement | null>>>({});
  const saving = update.isPending;
  const formId = 'edit-client-form';
  const journeyChanged = values.templateId !== (client.journey?.id ?? '');
  // A client whose journey was deleted may keep none; the journey is only required once one is chosen.
  const options = journeys.data ?? [];

  const set = (field: ClientFormField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(undefined);
  };

  const ref = (field: ClientFormField) => (el: HTMLElement | null) => {
    fieldRefs.current[field] = el;
  };

  const submit = () => {
    const found = validateClientForm(values, { withPassword: false });
    if (!client.journey && !values.templateId) delete found.templateId;
    setErrors(found);
    const first = CLIENT_FORM_FIELDS.find((f) => found[f]);
    if (first) {
      fieldRefs.current[first]?.focus();
      return;
    }
    const input = toUpdateInput(client, values, welcome);
    if (Object.keys(input).length === 0) {
      onOpenChange(false);
      return;
    }
    update.mutate(
      { id: client.id, input },
      {
        onSuccess: () => {
          toast.success(CLIENT_MESSAGES.updated);
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) setFormError(error.message);
          toast.error(messageOf(error, 'Failed to update client'));
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!saving}
      size="lg"
      title="Edit Details"
      description="Change who this client is, the journey they follow and their welcome message."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={saving} busyText="Saving..." disabled={journeys.isPending}>
            Save Changes
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <ClientNameFields values={values} errors={errors} disabled={saving} set={set} fieldRef={ref} />
        {journeys.isPending ? (
          <div className="space-y-2">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-10 w-full rounded-lg" />
          </div>
        ) : journeys.isError ? (
          <Alert tone="error" title={CLIENT_MESSAGES.loadFailed}>
            {journeys.error.message}{' '}
            <button type="button" className="cursor-pointer font-medium underline" onClick={() => journeys.refetch()}>
              {CLIENT_MESSAGES.loadFailedAction}
            </button>
          </Alert>
        ) : (
          <FormField label="Journey" error={errors.templateId}>
            {(control) => (
              <JourneySelect
                {...control}
                selectRef={ref('templateId')}
                journeys={options}
                value={values.templateId}
                disabled={saving}
                onChange={(id) => set('templateId', id)}
              />
            )}
          </FormField>
        )}
        {journeyChanged ? <Alert tone="warning">{CLIENT_MESSAGES.journeyChangeWarning}</Alert> : null}
        <WelcomeMessageField journeyId={values.templateId} value={welcome} onChange={setWelcome} disabled={saving} />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
      </form>
    </Dialog>
  );
}
