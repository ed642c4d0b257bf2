import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type ApiKeyScope, apiKeyInputSchema } from '@bloom/core';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useCreateApiKey } from '../api/api-keys';

const SCOPE_HINTS: Record<ApiKeyScope, string> = {
  read: 'Reads clients, journeys, submissions and testimonials. Cannot change anything.',
  write: 'Also creates and updates clients, moderates testimonials and subscribes webhooks.',
};

/** Names a new key and picks its scope; the created key goes to `onCreated`, to be shown once. */
export function ApiKeyCreateDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (name: string, secret: string) => void;
}) {
  const create = useCreateApiKey();
  const scopeId = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [errors, setErrors] = useState<{ name?: string; form?: string }>({});
  useEffect(() => {
    if (!open) return;
    setName('');
    setScope('read');
    setErrors({});
  }, [open]);

  const submit = () => {
    const parsed = apiKeyInputSchema.safeParse({ name, scope });
    if (!parsed.success) {
      setErrors({ name: parsed.error.issues[0]?.message });
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: ({ key, secret }) => {
        toast.success('API key created');
        onCreated(key.name, secret);
        onOpenChange(false);
      },
      onError: (error) => setErrors({ form: error.message || 'Could not create the key. Please try again.' }),
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create API key"
      description="Use the key in Zapier, Make, n8n or your own code to read and change your Bloom data."
      onSubmit={submit}
      busy={create.isPending}
      busyText="Creating..."
      submitLabel="Create key"
      formClassName="space-y-5"
    >
      <FormField label="Key name" error={errors.name} hint="Say where it is used, e.g. 'Zapier' or 'CRM sync'.">
        {(field) => (
          <Input {...field} data-autofocus value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        )}
      </FormField>
      <fieldset className="space-y-2" aria-describedby={`${scopeId}-hint`}>
        <legend className="text-sm font-medium text-slate-900">Access</legend>
        {API_KEY_SCOPES.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50/50"
          >
            <input
              type="radio"
              name="scope"
              value={value}
              checked={scope === value}
              onChange={() => setScope(value)}
              className="mt-1 size-4 accent-primary-600"
            />
            <span className="text-sm">
              <span className="block font-medium text-slate-900">{API_KEY_SCOPE_LABELS[value]}</span>
              <span className="block text-slate-600">{SCOPE_HINTS[value]}</span>
            </span>
          </label>
        ))}
        <p id={`${scopeId}-hint`} className="sr-only">
          Choose read, or read and write
        </p>
      </fieldset>
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
    </FormDialog>
  );
}
