import { PAYMENT_MESSAGES, type PaymentSettingsDto } from '@bloom/core';
import { BanknoteX, CircleCheck, CreditCard, ExternalLink, FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useConnectPayments } from '../api/payment-mutations';
import { PAYMENTS_UI as M } from '../payments-messages';
import { FormCard } from './form-card';

/** Where connect sends the browser: back into the app (test mode) without a reload, else away (Stripe). */
export function goTo(url: string, navigate: (to: string) => unknown) {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}`);
  else window.location.assign(target.href);
}

/**
 * The payment account: test mode (a built-in checkout, no money moves) or the owner's own Stripe
 * account, with the one action its state calls for; nothing to do when the server takes no payments.
 */
export function ProviderCard({ settings }: { settings: PaymentSettingsDto }) {
  const connect = useConnectPayments();
  const navigate = useNavigate();
  const { provider, account, testMode } = settings;
  const active = account.status === 'active';

  const start = () =>
    connect.mutate(undefined, {
      onSuccess: ({ url }) => goTo(url, navigate),
      onError: (error) => toast.error(error.message),
    });

  const testBadge = testMode ? (
    <Badge tone="amber">
      <FlaskConical aria-hidden="true" className="size-3.5" />
      {PAYMENT_MESSAGES.testMode}
    </Badge>
  ) : null;

  if (!settings.enabled) {
    return (
      <FormCard title={M.providerTitle}>
        <Status
          icon={<BanknoteX aria-hidden="true" className="size-5" />}
          title={M.offTitle}
          text={M.offText}
          badge={null}
          accountId={null}
        />
      </FormCard>
    );
  }

  if (provider === 'test') {
    return (
      <FormCard title={M.providerTitle} description={M.testModeText} aside={testBadge}>
        <Status
          icon={<FlaskConical aria-hidden="true" className="size-5" />}
          title={M.testModeTitle}
          text={active ? M.testActive : M.testInactive}
          badge={active ? <ConnectedBadge /> : null}
          accountId={account.id}
        />
        {active || !settings.canManage ? null : (
          <Button onClick={start} busy={connect.isPending} busyText={M.activating}>
            {M.activateTest}
          </Button>
        )}
      </FormCard>
    );
  }

  const state = {
    none: { badge: <Badge>{M.stripeNone}</Badge>, text: M.stripeText, action: M.connectStripe },
    pending: {
      badge: <Badge tone="amber">{M.stripePending}</Badge>,
      text: M.stripePendingText,
      action: M.finishStripe,
    },
    active: { badge: <ConnectedBadge />, text: PAYMENT_MESSAGES.connected, action: null },
  }[account.status];

  return (
    <FormCard title={M.providerTitle} description={M.stripeText} aside={testBadge}>
      <Status
        icon={<CreditCard aria-hidden="true" className="size-5" />}
        title={M.stripeTitle}
        text={state.text}
        badge={state.badge}
        accountId={account.id}
      />
      {state.action && settings.canManage ? (
        <Button onClick={start} busy={connect.isPending} busyText={M.redirecting}>
          {state.action}
          <ExternalLink aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </FormCard>
  );
}

function ConnectedBadge() {
  return (
    <Badge tone="teal">
      <CircleCheck aria-hidden="true" className="size-3.5" />
      {M.stripeActive}
    </Badge>
  );
}

function Status({
  icon,
  title,
  text,
  badge,
  accountId,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  badge: ReactNode;
  accountId: string | null;
}) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-primary-700 ring-1 ring-slate-200">
        {icon}
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          {title}
          {badge}
        </p>
        <p className="text-sm text-slate-600">{text}</p>
        {accountId ? <p className="font-mono text-xs break-all text-slate-500">{M.accountId(accountId)}</p> : null}
      </div>
    </div>
  );
}
