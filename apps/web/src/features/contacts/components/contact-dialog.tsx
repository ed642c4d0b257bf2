import { CONTACT_MESSAGES, type ContactDto } from '@bloom/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useAddContact, useUpdateContact } from '../api/contact-mutations';
import {
  type ContactFormErrors,
  type ContactFormValues,
  checkContactForm,
  formValuesOf,
  placeServerError,
} from '../contact-state';
import { CONTACTS_CARD_MESSAGES as M } from '../contacts-messages';

interface ContactDialogProps {
  clientId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The contact being edited; null adds one. */
  editing: ContactDto | null;
}

/**
 * Adds or edits a contact; what the form or the server refuses is said under its field. The card
 * mounts it afresh (a new key) each time it opens, so it starts from `editing` and a list read
 * again meanwhile never overwrites what is being typed.
 */
export function ContactDialog({ clientId, open, onOpenChange, editing }: ContactDialogProps) {
  const add = useAddContact(clientId);
  const save = useUpdateContact(clientId);
  const [values, setValues] = useState<ContactFormValues>(() => formValuesOf(editing));
  const [errors, setErrors] = useState<ContactFormErrors>({});

  const done = (message: string) => {
    toast.success(message);
    onOpenChange(false);
  };
  const refused = (error: Error) => setErrors(placeServerError(error));

  const submit = () => {
    const checked = checkContactForm(values, editing);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const { body } = checked;
    if (editing) {
      save.mutate(
        { contactId: editing.id, input: body },
        { onSuccess: () => done(CONTACT_MESSAGES.saved), onError: refused },
      );
    } else {
      add.mutate(
        { ...body, email: body.email ?? '' },
        { onSuccess: () => done(CONTACT_MESSAGES.added), onError: refused },
      );
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? M.edit : M.add}
      description={editing ? M.editDescription : M.addDescription}
      onSubmit={submit}
      busy={add.isPending || save.isPending}
      busyText={editing ? M.saving : M.adding}
      submitLabel={editing ? M.save : M.add}
      formClassName="space-y-5"
    >
      <ContactFields
        values={values}
        errors={errors}
        onChange={(next) => {
          setValues(next);
          setErrors({});
        }}
      />
    </FormDialog>
  );
}

/** The form's fields and its one-line refusal (the list is full); apart from the dialog for the tests. */
export function ContactFields({
  values,
  errors,
  onChange,
}: {
  values: ContactFormValues;
  errors: ContactFormErrors;
  onChange: (values: ContactFormValues) => void;
}) {
  const set = (key: keyof ContactFormValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [key]: event.target.value });
  return (
    <>
      <FormField label={M.nameLabel} error={errors.name}>
        {(field) => (
          <Input
            {...field}
            data-autofocus
            autoComplete="off"
            maxLength={200}
            value={values.name}
            onChange={set('name')}
          />
        )}
      </FormField>
      <FormField label={M.emailLabel} error={errors.email}>
        {(field) => (
          <Input
            {...field}
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            maxLength={254}
            value={values.email}
            onChange={set('email')}
          />
        )}
      </FormField>
      <FormField label={M.roleLabel} hint={M.roleHint} error={errors.role}>
        {(field) => <Input {...field} autoComplete="off" maxLength={80} value={values.role} onChange={set('role')} />}
      </FormField>
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
    </>
  );
}
