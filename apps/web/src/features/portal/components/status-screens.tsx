import { PORTAL_MESSAGES } from '@bloom/core';
import type { ComponentType, ReactNode } from 'react';
import { CircleAlert, Compass, Hourglass, type IconProps } from './icons';
import { PortalButton } from './portal-button';

function Screen({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: ComponentType<IconProps>;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white px-6 py-10 text-center shadow-xs sm:mt-12">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand/10 text-brand-ink">
        <Icon aria-hidden className="size-6" />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{children}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

export function NotFoundScreen() {
  return (
    <Screen icon={Compass} title={PORTAL_MESSAGES.notFoundTitle}>
      {PORTAL_MESSAGES.notFound}
    </Screen>
  );
}

export function NoJourneyScreen() {
  return (
    <Screen icon={Hourglass} title={PORTAL_MESSAGES.noJourneyTitle}>
      {PORTAL_MESSAGES.noJourney}
    </Screen>
  );
}

export function LoadFailedScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Screen
      icon={CircleAlert}
      title={PORTAL_MESSAGES.loadFailedTitle}
      action={<PortalButton onClick={onRetry}>{PORTAL_MESSAGES.tryAgain}</PortalButton>}
    >
      {message}
    </Screen>
  );
}
