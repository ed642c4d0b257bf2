import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSignOut } from '../../../api/sign-out';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Logo } from '../../../components/ui/logo';
import { Bars } from '../../../components/ui/skeleton-blocks';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The standalone billing screens: a centred card, the logo, and a ribbon in test mode. */
export function BillingScreen({
  title,
  children,
  testMode = false,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  testMode?: boolean;
  wide?: boolean;
}) {
  useDocumentTitle(title);
  return (
    <div className="min-h-dvh bg-slate-50">
      {testMode && (
        <p className="bg-amber-400 px-4 py-2 text-center text-sm font-semibold text-amber-950">
          Test mode — no real payment
        </p>
      )}
      <div className="flex flex-col items-center px-4 py-10 sm:py-14">
        <Link to="/" className="mb-8 rounded-lg">
          <Logo size="lg" />
        </Link>
        <main className={cn('w-full', wide ? 'max-w-2xl' : 'max-w-lg')}>
          <Card className="p-6 shadow-sm sm:p-8">{children}</Card>
        </main>
      </div>
    </div>
  );
}

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** The billing screen's card while its data loads: shaped like a title, a summary and buttons. */
export function BillingScreenSkeleton({ title, testMode = false }: { title: string; testMode?: boolean }) {
  return (
    <BillingScreen title={title} testMode={testMode}>
      <div role="status" aria-label="Loading..." className="space-y-3">
        <Bars
          bars={['h-4 w-32', 'h-7 w-48', 'h-4 w-full', 'mt-6 h-24 w-full rounded-xl', 'mt-6 h-12 w-full rounded-lg']}
        />
        <div className="grid grid-cols-2 gap-3">
          <Bars bars={['h-10 rounded-lg', 'h-10 rounded-lg']} />
        </div>
      </div>
    </BillingScreen>
  );
}

/** The gate screens' buttons: the one action that restores access, then 'Refresh Status' and 'Sign out' (to /login). */
export function GateScreenActions({
  children,
  onRefresh,
  refreshing = false,
}: {
  children: ReactNode;
  onRefresh: () => void;
  refreshing?: boolean;
}) {
  const { signOut, isSigningOut } = useSignOut('/login');
  return (
    <div className="mt-6 flex flex-col gap-3">
      {children}
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onRefresh} busy={refreshing} busyText="Refreshing...">
          Refresh Status
        </Button>
        <Button variant="ghost" onClick={signOut} busy={isSigningOut} busyText="Signing out...">
          Sign out
        </Button>
      </div>
    </div>
  );
}
