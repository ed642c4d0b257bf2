import { AGREEMENT_LIMITS, ROLE_LABELS, type Role } from '@bloom/core';
import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { AGREEMENTS_UI as M } from '../agreements-messages';
import {
  canSign,
  type SendForm,
  type SendFormContact,
  type SendFormErrors,
  setAllowWithoutEmail,
  toggleSigner,
} from '../send-form';
import { SigningOrderField } from './signing-order-field';

export interface Countersigner {
  userId: string;
  name: string;
  role: Role;
}

/** 'start_date' → 'Start date'. */
export const variableLabel = (name: string) => {
  const words = name.replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The send dialog's fields: each custom variable (required), the contacts who sign, whether
 * contacts without an email may sign without a code, who countersigns and the order. `errors`
 * are shown once the owner tried to send.
 */
export function SendAgreementFields({
  customVariables,
  contacts,
  countersigners,
  currentUserId,
  form,
  errors,
  onChange,
}: {
  customVariables: string[];
  contacts: SendFormContact[];
  countersigners: Countersigner[];
  currentUserId: string | undefined;
  form: SendForm;
  errors: SendFormErrors | null;
  onChange: (form: SendForm) => void;
}) {
  const id = useId();
  const someWithoutEmail = contacts.some((c) => !c.email);
  const signersError = errors?.signers;

  return (
    <div className="space-y-6">
      {customVariables.length ? (
        <fieldset className="min-w-0 space-y-4">
          <legend className="text-sm font-semibold text-slate-900">{M.variablesLegend}</legend>
          <p className="-mt-2 text-sm text-slate-600">{M.variablesHint}</p>
          {customVariables.map((name, index) => (
            <FormField
              key={name}
              label={
                <>
                  {variableLabel(name)} <code className="ml-1 text-xs font-normal text-slate-500">{`{{${name}}}`}</code>
                </>
              }
              error={errors?.variables[name]}
            >
              {(control) => (
                <Input
                  {...control}
                  data-autofocus={index === 0 ? true : undefined}
                  required
                  aria-required="true"
                  value={form.variables[name] ?? ''}
                  maxLength={AGREEMENT_LIMITS.variableValue}
                  onChange={(event) =>
                    onChange({ ...form, variables: { ...form.variables, [name]: event.target.value } })
                  }
                />
              )}
            </FormField>
          ))}
        </fieldset>
      ) : null}

      <fieldset className="min-w-0" aria-describedby={signersError ? `${id}-signers-error` : undefined}>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{M.signersLegend}</legend>
        {contacts.length === 0 ? (
          <p className="text-sm text-slate-600">{M.noContacts}</p>
        ) : (
          <ul
            className={cn(
              'divide-y divide-slate-100 rounded-lg border',
              signersError ? 'border-red-300' : 'border-slate-200',
            )}
          >
            {contacts.map((contact) => {
              const allowed = canSign(contact, form.allowWithoutEmail);
              const boxId = `${id}-contact-${contact.id}`;
              return (
                <li key={contact.id} className="flex items-center gap-3 px-3 py-2.5">
                  <input
                    id={boxId}
                    type="checkbox"
                    checked={form.signerIds.includes(contact.id)}
                    disabled={!allowed}
                    aria-describedby={!contact.email ? `${id}-no-email` : undefined}
                    onChange={(event) => onChange(toggleSigner(form, contact.id, event.target.checked))}
                    className="size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-primary-600 disabled:cursor-not-allowed"
                  />
                  <label
                    htmlFor={boxId}
                    className={cn('min-w-0 flex-1 text-sm', allowed ? 'cursor-pointer' : 'cursor-not-allowed')}
                  >
                    <span className={cn('block truncate font-medium', allowed ? 'text-slate-900' : 'text-slate-500')}>
                      {contact.name}
                    </span>
                    <span className={cn('block truncate', contact.email ? 'text-slate-600' : 'text-amber-800')}>
                      {contact.email ?? M.contactNoEmail}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {signersError ? (
          <p id={`${id}-signers-error`} className="mt-1.5 text-sm text-red-700">
            {signersError}
          </p>
        ) : null}
        {someWithoutEmail ? (
          <div className="mt-3 rounded-lg bg-slate-50 p-3">
            <Checkbox
              label={M.allowWithoutEmail}
              checked={form.allowWithoutEmail}
              aria-describedby={`${id}-no-email`}
              onChange={(event) => onChange(setAllowWithoutEmail(form, event.target.checked, contacts))}
            />
            <p id={`${id}-no-email`} className="mt-1 pl-6 text-xs text-slate-600">
              {M.allowWithoutEmailHint}
            </p>
          </div>
        ) : null}
      </fieldset>

      <FormField
        label={M.countersignerLabel}
        hint={countersigners.length ? M.countersignerHint : M.noCountersigners}
        error={errors?.countersigner}
      >
        {(control) => (
          <Select
            {...control}
            value={form.countersignerUserId}
            disabled={countersigners.length === 0}
            onChange={(event) => onChange({ ...form, countersignerUserId: event.target.value })}
          >
            {form.countersignerUserId ? null : <option value="">Choose who countersigns</option>}
            {countersigners.map((c) => (
              <option key={c.userId} value={c.userId}>
                {c.name} · {ROLE_LABELS[c.role]}
                {c.userId === currentUserId ? ` ${M.you}` : ''}
              </option>
            ))}
          </Select>
        )}
      </FormField>

      <SigningOrderField legend={M.orderLegend} value={form.order} onChange={(order) => onChange({ ...form, order })} />
    </div>
  );
}
