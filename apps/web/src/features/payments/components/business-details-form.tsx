import { CURRENCY_CODES, formatInvoiceNumber, type PaymentSettingsDto } from '@bloom/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { useUnsavedChanges } from '../../../components/dialogs/use-unsaved-changes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DaysInput } from '../../../components/ui/days-input';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { isApiError } from '../../../lib/api-client';
import { useSavePaymentSettings } from '../api/payment-mutations';
import { type BusinessFormErrors, businessForm, hasErrors, readBusinessForm } from '../payment-form';
import { PAYMENTS_UI as M } from '../payments-messages';
import { FormCard } from './form-card';
import { RemindersEditor } from './reminders-editor';
import { TaxRatesEditor } from './tax-rates-editor';

const NO_ERRORS: BusinessFormErrors = { taxRates: {}, reminders: {} };

/** "USD — US Dollar" where the browser knows the name, else the code. */
function currencyLabel(code: string, names: Intl.DisplayNames | null): string {
  const name = names?.of(code);
  return name && name !== code ? `${code} — ${name}` : code;
}

function displayNames(): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames(['en'], { type: 'currency' });
  } catch {
    return null;
  }
}

/**
 * What every invoice prints about the seller, and how invoices are numbered, due and reminded. The
 * server's refusal (a currency change while invoices are open: 409) shows beside its field.
 */
export function BusinessDetailsForm({ settings }: { settings: PaymentSettingsDto }) {
  const save = useSavePaymentSettings();
  const [initial, setInitial] = useState(() => businessForm(settings.business));
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<BusinessFormErrors>(NO_ERRORS);
  const [serverError, setServerError] = useState<{ message: string; currency: boolean } | null>(null);
  const [names] = useState(displayNames);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const blocker = useUnsavedChanges(dirty);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const readOnly = !settings.canManage;

  const submit = () => {
    const read = readBusinessForm(form);
    setErrors(read.errors);
    setServerError(null);
    if (!read.value) {
      toast.error(M.fixErrors);
      return;
    }
    save.mutate(read.value, {
      onSuccess: (saved) => {
        const next = businessForm(saved.business);
        setInitial(next);
        setForm(next);
        toast.success(M.saved);
      },
      onError: (error) =>
        setServerError({
          message: error.message,
          currency: isApiError(error, 409) && form.currency !== initial.currency,
        }),
    });
  };

  const currencyError = serverError?.currency ? serverError.message : undefined;
  const codes = CURRENCY_CODES.includes(form.currency) ? CURRENCY_CODES : [form.currency, ...CURRENCY_CODES];

  return (
    <FormCard
      title={M.businessTitle}
      description={M.businessDescription}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      footer={
        readOnly ? null : (
          <>
            {dirty ? (
              <Button
                variant="ghost"
                disabled={save.isPending}
                onClick={() => {
                  setForm(initial);
                  setErrors(NO_ERRORS);
                  setServerError(null);
                }}
              >
                Discard changes
              </Button>
            ) : null}
            <Button type="submit" busy={save.isPending} busyText="Saving...">
              Save Changes
            </Button>
          </>
        )
      }
    >
      <fieldset disabled={readOnly || save.isPending} className="min-w-0 space-y-5 *:max-w-xl">
        <legend className="sr-only">{M.businessTitle}</legend>
        <FormField label={M.legalName} hint={M.legalNameHint} error={errors.legalName}>
          {(field) => (
            <Input
              {...field}
              value={form.legalName}
              maxLength={200}
              autoComplete="organization"
              onChange={(e) => set({ legalName: e.target.value })}
            />
          )}
        </FormField>
        <FormField label={M.address}>
          {(field) => (
            <Textarea
              {...field}
              value={form.address}
              maxLength={1000}
              rows={3}
              autoComplete="street-address"
              onChange={(e) => set({ address: e.target.value })}
            />
          )}
        </FormField>
        <FormField label={M.taxId} hint={M.taxIdHint}>
          {(field) => (
            <Input {...field} value={form.taxId} maxLength={100} onChange={(e) => set({ taxId: e.target.value })} />
          )}
        </FormField>
        <FormField
          label={M.currency}
          error={currencyError}
          hint={settings.openInvoices > 0 ? M.currencyLockedHint(settings.openInvoices) : M.currencyHint}
        >
          {(field) => (
            <Select {...field} value={form.currency} onChange={(e) => set({ currency: e.target.value })}>
              {codes.map((code) => (
                <option key={code} value={code}>
                  {currencyLabel(code, names)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <TaxRatesEditor rows={form.taxRates} errors={errors.taxRates} onChange={(taxRates) => set({ taxRates })} />
        <ToggleSwitch
          label={M.pricesIncludeTax}
          description={M.pricesIncludeTaxHint}
          checked={form.pricesIncludeTax}
          disabled={readOnly}
          onCheckedChange={(pricesIncludeTax) => set({ pricesIncludeTax })}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={M.invoicePrefix}
            error={errors.invoicePrefix}
            hint={M.invoicePrefixHint(formatInvoiceNumber(form.invoicePrefix.trim(), 1))}
          >
            {(field) => (
              <Input
                {...field}
                value={form.invoicePrefix}
                maxLength={12}
                autoCapitalize="characters"
                onChange={(e) => set({ invoicePrefix: e.target.value })}
              />
            )}
          </FormField>
          <FormField label={M.termsDays} error={errors.paymentTermsDays} hint={M.termsDaysHint}>
            {(field) => (
              <DaysInput
                {...field}
                min={0}
                max={365}
                value={form.paymentTermsDays}
                onChange={(e) => set({ paymentTermsDays: e.target.value })}
              />
            )}
          </FormField>
        </div>
        <RemindersEditor rows={form.reminders} errors={errors.reminders} onChange={(reminders) => set({ reminders })} />
        <FormField label={M.footer} hint={M.footerHint}>
          {(field) => (
            <Textarea
              {...field}
              value={form.footer}
              maxLength={1000}
              rows={3}
              onChange={(e) => set({ footer: e.target.value })}
            />
          )}
        </FormField>
        {serverError && !serverError.currency ? <Alert tone="error">{serverError.message}</Alert> : null}
        {hasErrors(errors) ? <Alert tone="error">{M.fixErrors}</Alert> : null}
      </fieldset>
      {blocker}
    </FormCard>
  );
}
