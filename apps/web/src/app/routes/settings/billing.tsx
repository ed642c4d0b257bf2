import { CreditCard } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader title="Billing" description="Your subscription, trial and payment method." />
      <EmptyState
        icon={CreditCard}
        title="No billing activity yet"
        description="Your subscription status, next charge and payment method show here once your subscription starts."
      />
    </>
  );
}
