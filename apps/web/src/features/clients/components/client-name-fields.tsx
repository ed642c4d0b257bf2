import type { ComponentProps, ReactNode } from 'react';
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

type NameField = 'projectName' | 'clientName' | 'clientEmail';

/** Project name, client name and email, as both the add form and the edit dialog ask for them. */
export function ClientNameFields({ values, errors, disabled, set, fieldRef, examples = false }: Props) {
  // One input bound to the form: its value, its error, its place for focusing the first error.
  const field = (
    name: NameField,
    label: ReactNode,
    example: string,
    input: ComponentProps<'input'> & { 'data-autofocus'?: boolean },
  ) => (
    <FormField label={label} error={errors[name]}>
      {(control) => (
        <Input
          {...control}
          {...input}
          ref={fieldRef(name)}
          value={values[name]}
          autoComplete="off"
          placeholder={examples ? example : undefined}
          disabled={disabled}
          onChange={(event) => set(name, event.target.value)}
        />
      )}
    </FormField>
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        {field('projectName', 'Project Name', 'e.g. Website redesign', { maxLength: 200, 'data-autofocus': true })}
      </div>
      {field('clientName', 'Client Name', 'e.g. Jordan Lee', { maxLength: 200 })}
      {field(
        'clientEmail',
        <>
          Client Email <span className="font-normal text-slate-500">(optional)</span>
        </>,
        'jordan@example.com',
        { maxLength: 320, type: 'email', inputMode: 'email' },
      )}
    </div>
  );
}
