import { CLIENT_VALIDATION } from '@bloom/core';
import { CircleAlert, Route, UserRoundPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import type { FirstClientInput } from '../api/setup-api';
import { useCreateFirstClient } from '../api/setup-api';
import type { WizardClient, WizardJourney } from '../lib/wizard-state';
import { SCRATCH } from '../lib/wizard-templates';
import { SETUP_MESSAGES } from '../setup-messages';
import { StepFrame } from './step-frame';
import { StepMessage } from './step-message';

type Field = 'projectName' | 'clientName' | 'clientEmail';
type Values = Record<Field, string>;

interface FirstClientStepProps {
  journey: WizardJourney;
  skipped: boolean;
  onSkip: (skipped: boolean) => void;
  onBack: () => void;
  /** Finishing: with the client made, or none when skipped. Resolves when setup is marked done. */
  onFinish: (client: WizardClient | null) => Promise<void>;
}

/** Step 5: the first client (project and client name required, email optional), or 'Skip for Now'. */
export function FirstClientStep({ journey, skipped, onSkip, onBack, onFinish }: FirstClientStepProps) {
  const create = useCreateFirstClient();
  const [values, setValues] = useState<Values>({ projectName: '', clientName: '', clientEmail: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [finishing, setFinishing] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const busy = create.isPending || finishing;

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(undefined);
  };

  const finish = async (client: WizardClient | null) => {
    setFinishing(true);
    try {
      await onFinish(client);
    } finally {
      setFinishing(false);
    }
  };

  const submit = () => {
    if (skipped) {
      void finish(null);
      return;
    }
    const found: Partial<Record<Field, string>> = {};
    if (!values.projectName.trim()) found.projectName = CLIENT_VALIDATION.projectNameRequired;
    if (!values.clientName.trim()) found.clientName = CLIENT_VALIDATION.clientNameRequired;
    if (values.clientEmail.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.clientEmail.trim())) {
      found.clientEmail = CLIENT_VALIDATION.invalidEmail;
    }
    setErrors(found);
    const first = (['projectName', 'clientName', 'clientEmail'] as const).find((f) => found[f]);
    if (first) {
      if (found.projectName || found.clientName) setFormError(SETUP_MESSAGES.requiredFields);
      refs.current[first]?.focus();
      return;
    }
    const input: FirstClientInput = {
      projectName: values.projectName.trim(),
      clientName: values.clientName.trim(),
      clientEmail: values.clientEmail.trim(),
      templateId: journey.id,
    };
    create.mutate(input, {
      onSuccess: (client) =>
        void finish({ id: client.id, clientName: client.clientName, shareToken: client.shareToken }),
      onError: (error) => {
        const message = error instanceof ApiError && error.message ? error.message : SETUP_MESSAGES.createFailed;
        setFormError(message);
        toast.error(message);
      },
    });
  };

  const field = (name: Field, label: string, props: { placeholder?: string; type?: string; autoComplete?: string }) => (
    <FormField
      label={
        name === 'clientEmail' ? (
          <>
            {label} <span className="font-normal text-slate-500">{SETUP_MESSAGES.optional}</span>
          </>
        ) : (
          label
        )
      }
      hint={name === 'clientEmail' ? SETUP_MESSAGES.clientEmailHint : undefined}
      error={errors[name]}
    >
      {(control) => (
        <Input
          {...control}
          {...props}
          ref={(el) => {
            refs.current[name] = el;
          }}
          required={name !== 'clientEmail'}
          value={values[name]}
          disabled={busy}
          maxLength={name === 'clientEmail' ? 320 : 200}
          onChange={(event) => set(name, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <StepFrame
      title={SETUP_MESSAGES.clientTitle}
      description={SETUP_MESSAGES.clientBody}
      onBack={onBack}
      backDisabled={busy}
      onSubmit={submit}
      actions={
        skipped ? (
          // Keys keep each button its own element: a click on 'Skip for Now' must not land on a
          // submit button that React reused in its place.
          <Button key="finish" type="submit" busy={busy} busyText={SETUP_MESSAGES.finishing}>
            {SETUP_MESSAGES.finish}
          </Button>
        ) : (
          <>
            <Button key="skip" variant="ghost" disabled={busy} onClick={() => onSkip(true)}>
              {SETUP_MESSAGES.skip}
            </Button>
            <Button key="create" type="submit" busy={busy} busyText={SETUP_MESSAGES.creating}>
              {SETUP_MESSAGES.createAndFinish}
            </Button>
          </>
        )
      }
    >
      {skipped ? (
        <StepMessage
          tone="skipped"
          icon={UserRoundPlus}
          title={SETUP_MESSAGES.skippedTitle}
          body={SETUP_MESSAGES.skippedBody}
          action={
            <Button variant="link" className="mt-4" disabled={busy} onClick={() => onSkip(false)}>
              {SETUP_MESSAGES.unskip}
            </Button>
          }
        />
      ) : (
        <div className="space-y-5">
          {formError ? (
            <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {formError}
            </p>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            {field('projectName', SETUP_MESSAGES.projectName, { placeholder: SETUP_MESSAGES.projectNamePlaceholder })}
            {field('clientName', SETUP_MESSAGES.clientName, {
              placeholder: SETUP_MESSAGES.clientNamePlaceholder,
              autoComplete: 'off',
            })}
          </div>
          {field('clientEmail', SETUP_MESSAGES.clientEmail, {
            type: 'email',
            placeholder: 'jordan@example.com',
            autoComplete: 'off',
          })}
          <p className="flex items-center gap-2.5 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
            <Route aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
            <span>
              {SETUP_MESSAGES.willBeAssigned}{' '}
              <strong className="font-semibold text-slate-900">
                {journey.templateKey === SCRATCH ? SETUP_MESSAGES.customJourney : journey.name}
              </strong>
            </span>
          </p>
        </div>
      )}
    </StepFrame>
  );
}
