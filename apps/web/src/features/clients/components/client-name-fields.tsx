import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { ClientFormErrors, ClientFormField, ClientFormValues } from '../client-form';

interface Props {
  values: Pick<ClientFormValues, 'projectName' | 'clientName' | 'clientEmail'>;
  errors: ClientFormErrors;
  disabled: boolean;
  set: (field: ClientFormField, value: string) => void;
  /** Registers each input, so a failed submit can focus the first field in error. */
  fieldRef: (field: ClientFormField) => (el: HTMLElement | null) => void;
  /** The add form shows examples; the edit dialog shows the client's own values. */
  examples?: boolean;
}

/** Project name, client name and email, as both the add form and the edit dialog ask for them. */
export function ClientNameFields({ values, errors, disabled, set, fieldRef, examples = false }: Props) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField label="Project Name" error={errors.projectName}>
          {(control) => (
            <Input
              {...control}
              ref={fieldRef('projectName')}
              data-autofocus
              value={values.projectName}
              maxLength={200}
              autoComplete="off"
              placeholder={examples ? 'e.g. Website redesign' : undefined}
              disabled={disabled}
              onChange={(event) => set('projectName', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField label="Client Name" error={errors.clientName}>
        {(control) => (
          <Input
            {...control}
            ref={fieldRef('clientName')}
            value={values.clientName}
            maxLength={200}
            autoComplete="off"
            placeholder={examples ? 'e.g. Jordan Lee' : undefined}
            disabled={disabled}
            onChange={(event) => set('clientName', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={
          <>
            Client Email <span className="font-normal text-slate-500">(optional)</span>
          </>
        }
        error={errors.clientEmail}
      >
        {(control) => (
          <Input
            {...control}
            ref={fieldRef('clientEmail')}
            type="email"
            inputMode="email"
            value={values.clientEmail}
            maxLength={320}
            autoComplete="off"
            placeholder={examples ? 'jordan@example.com' : undefined}
            disabled={disabled}
            onChange={(event) => set('clientEmail', event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
