import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { paymentKeys } from '../../../api/payments';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { Bars } from '../../../components/ui/skeleton-blocks';
import { isApiError } from '../../../lib/api-client';
import { usePaymentSettings } from '../api/payment-mutations';
import { PAYMENTS_UI as M } from '../payments-messages';
import { BusinessDetailsForm } from './business-details-form';
import { ProviderCard } from './provider-card';

/**
 * /settings/payments (Owner and Admin): the payment account and the business details invoices
 * print. Back from the provider's onboarding with ?connected=1, it says so and reads the account again.
 */
export function PaymentSettingsPage() {
  const settings = usePaymentSettings();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const connected = params.get('connected') === '1';
  // Said once per return from the provider (an effect may run twice in development).
  const told = useRef(false);

  useEffect(() => {
    if (!connected) {
      told.current = false;
      return;
    }
    if (told.current) return;
    told.current = true;
    void queryClient.invalidateQueries({ queryKey: paymentKeys.settings() });
    toast.success(M.connectedToast);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('connected');
        return next;
      },
      { replace: true },
    );
  }, [connected, queryClient, setParams]);

  return (
    <>
      <PageHeader title={M.settingsTitle} description={M.settingsDescription} />
      {settings.data ? (
        <div className="space-y-6">
          <ProviderCard settings={settings.data} />
          <BusinessDetailsForm settings={settings.data} />
        </div>
      ) : isApiError(settings.error, 403) ? (
        <Alert tone="info">{settings.error.message}</Alert>
      ) : settings.error ? (
        <RetryAlert title={M.settingsLoadFailed} query={settings} />
      ) : (
        <SettingsSkeleton />
      )}
    </>
  );
}

function SettingsSkeleton() {
  return (
    <Loading label="Loading payment settings..." className="space-y-6">
      <Card className="space-y-4 p-5 sm:p-6">
        <Bars bars={['h-5 w-40', 'h-4 w-full max-w-md']} />
        <Skeleton className="h-20 w-full rounded-xl" />
        <Skeleton className="h-10 w-44 rounded-lg" />
      </Card>
      <Card className="space-y-5 p-5 sm:p-6">
        <Bars bars={['h-5 w-36', 'h-4 w-64 max-w-full']} />
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="max-w-xl space-y-2">
            <Bars bars={['h-4 w-28', 'h-10 w-full rounded-lg']} />
          </div>
        ))}
      </Card>
    </Loading>
  );
}
