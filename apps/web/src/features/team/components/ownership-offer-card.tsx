import { acceptOwnershipTransferSchema, OWNERSHIP_MESSAGES, type OwnershipTransfer } from '@bloom/core';
import { Crown } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { isApiError } from '../../../lib/api-client';
import { formatOwnerDate } from '../../../lib/owner-dates';
import { useAcceptTransfer } from '../api/ownership';

/**
 * For the member a transfer names: what becoming the Owner means, and Accept with their password.
 * A wrong password is said under the field; any other refusal above the button.
 */
export function OwnershipOfferCard({ transfer }: { transfer: OwnershipTransfer }) {
  const headingId = useId();
  const accept = useAcceptTransfer();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string; form?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = acceptOwnershipTransferSchema.safeParse({ password });
    if (!parsed.success) {
      setErrors({ password: parsed.error.issues[0]?.message });
      return;
    }
    setErrors({});
    accept.mutate(parsed.data.password, {
      onSuccess: () => {
        setPassword('');
        toast.success(OWNERSHIP_MESSAGES.accepted(transfer.workspaceName));
      },
      onError: (error) => setErrors(isApiError(error, 400) ? { password: error.message } : { form: error.message }),
    });
  };

  return (
    <Card className="border-primary-200">
      <section aria-labelledby={headingId} className="space-y-5 p-5 sm:p-6">
        <div className="flex gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
            <Crown aria-hidden="true" className="size-5" />
          </span>
          <div className="space-y-1">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {OWNERSHIP_MESSAGES.offerTitle(transfer.fromName)}
            </h2>
            <p className="text-sm text-slate-600">
              {OWNERSHIP_MESSAGES.offerMessage(transfer.workspaceName, transfer.fromName)} The request expires on{' '}
              {formatOwnerDate(transfer.expiresAt)}.
            </p>
          </div>
        </div>
        {transfer.replacesWorkspace ? (
          <Alert tone="warning">{OWNERSHIP_MESSAGES.replacesWorkspace(transfer.replacesWorkspace)}</Alert>
        ) : null}
        <form noValidate onSubmit={submit} className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <div className="flex-1">
            <FormField
              label="Your password"
              error={errors.password}
              hint="Confirm it's you to take the workspace over."
            >
              {(field) => (
                <PasswordInput
                  {...field}
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setErrors({});
                  }}
                />
              )}
            </FormField>
          </div>
          <Button type="submit" className="sm:mt-7" busy={accept.isPending} busyText="Accepting...">
            Accept ownership
          </Button>
        </form>
        {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      </section>
    </Card>
  );
}
