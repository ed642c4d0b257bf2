import { AGREEMENT_MESSAGES as M, type PortalAgreementDto } from '@bloom/core';
import { type ComponentType, type ReactNode, useId } from 'react';
import { formatDay } from '../format-date';
import { Check, CircleCheckBig, Download, Hourglass, type IconProps } from '../icons';
import { buttonClass } from '../portal-button';
import { AGREEMENT_COPY as C } from './agreement-copy';
import { Ban, RotateCcw } from './agreement-icons';
import type { AgreementScreen } from './agreement-screen';

const TONES = {
  brand: 'bg-brand/10 text-brand-ink',
  slate: 'bg-slate-100 text-slate-600',
  amber: 'bg-amber-100 text-amber-800',
} as const;

/** A state of the agreement in a card: its icon, what it means, and what can be done. */
export function StatusCard({
  icon: Icon,
  tone = 'brand',
  title,
  children,
  action,
}: {
  icon: ComponentType<IconProps>;
  tone?: keyof typeof TONES;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex items-start gap-3">
        <span className={`grid size-10 shrink-0 place-items-center rounded-full ${TONES[tone]}`}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1 space-y-1 pt-0.5">
          <p className="font-medium break-words text-slate-900">{title}</p>
          {children ? <div className="space-y-2 text-sm break-words text-slate-600">{children}</div> : null}
        </div>
      </div>
      {action ? <div className="mt-4 flex flex-wrap gap-2 sm:pl-13">{action}</div> : null}
    </div>
  );
}

/** Everyone asked to sign, and where each stands. */
export function SignerList({ signers }: { signers: PortalAgreementDto['signers'] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h4 id={id} className="text-sm font-medium text-slate-900">
        {C.whoSigns}
      </h4>
      <ul className="mt-3 divide-y divide-slate-100">
        {signers.map((s, i) => (
          <li key={`${s.name}-${i}`} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
            <span
              aria-hidden="true"
              className={`grid size-7 shrink-0 place-items-center rounded-full ${
                s.status === 'signed'
                  ? 'bg-brand text-on-brand ring-1 ring-slate-900/10 ring-inset'
                  : 'bg-slate-100 text-slate-500'
              }`}
            >
              {s.status === 'signed' ? (
                <Check className="size-3.5" strokeWidth={3} />
              ) : s.status === 'declined' ? (
                <Ban className="size-3.5" />
              ) : (
                <Hourglass className="size-3.5" />
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium break-words text-slate-900">{s.name}</span>
              <span className="block text-sm text-slate-600">
                {s.status === 'signed' && s.signedAt
                  ? C.signedOn(formatDay(s.signedAt))
                  : s.status === 'declined'
                    ? C.declinedLabel
                    : C.notSignedYet}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const downloadLink = (href: string, label: string, variant: 'primary' | 'secondary' = 'primary') => (
  <a href={href} download className={buttonClass(variant, 'md')}>
    <Download aria-hidden="true" className="size-4" />
    {label}
  </a>
);

/** Every screen of an agreement stage that is not a signing step. */
export function AgreementStatus({
  screen,
  agreement,
  workspaceName,
  declineReason,
}: {
  screen: Exclude<AgreementScreen, { kind: 'step' }>;
  agreement: PortalAgreementDto | null;
  workspaceName: string;
  /** The reason this visitor just gave, shown back to them. */
  declineReason: string | null;
}) {
  switch (screen.kind) {
    case 'preparing':
      return <StatusCard icon={Hourglass} title={C.preparing(workspaceName)} />;
    case 'replaced':
      return <StatusCard icon={RotateCcw} tone="slate" title={M.replaced} />;
    case 'voided':
      return <StatusCard icon={Ban} tone="slate" title={M.voidedNotice} />;
    case 'declined':
      return (
        <StatusCard icon={Ban} tone="amber" title={screen.byMe ? M.declined : M.declinedBySomeone}>
          {screen.byMe && declineReason ? (
            <p>
              <span className="font-medium text-slate-700">{C.yourReason}:</span>{' '}
              <span className="whitespace-pre-wrap">{declineReason}</span>
            </p>
          ) : null}
        </StatusCard>
      );
    case 'completed':
      return (
        <div className="space-y-4">
          <StatusCard
            icon={CircleCheckBig}
            title={screen.completedAt ? C.completedOn(formatDay(screen.completedAt)) : M.completedNotice}
            action={agreement?.finalUrl ? downloadLink(agreement.finalUrl, M.downloadFinal) : null}
          >
            {agreement?.me && screen.completedAt ? <p>{M.completedNotice}</p> : null}
          </StatusCard>
          {agreement ? <SignerList signers={agreement.signers} /> : null}
        </div>
      );
    case 'observer':
      return (
        <div className="space-y-4">
          <StatusCard icon={Hourglass} tone="slate" title={M.notASigner} />
          {agreement ? <SignerList signers={agreement.signers} /> : null}
        </div>
      );
    case 'waiting':
      return (
        <div className="space-y-4">
          <StatusCard
            icon={Hourglass}
            title={screen.waitingFor.length ? C.waitingFor(screen.waitingFor) : M.waitingForOwner(workspaceName)}
            action={agreement ? downloadLink(agreement.documentUrl, M.downloadOriginal, 'secondary') : null}
          >
            {screen.waitingFor.length ? <p>{C.emailWhenTurn}</p> : null}
          </StatusCard>
          {agreement ? <SignerList signers={agreement.signers} /> : null}
        </div>
      );
    case 'signed':
      return (
        <div className="space-y-4">
          <StatusCard icon={CircleCheckBig} title={M.signedByYou}>
            <p>{screen.pending.length ? C.stillWaitingFor(screen.pending) : M.waitingForOthers}</p>
          </StatusCard>
          {agreement ? <SignerList signers={agreement.signers} /> : null}
        </div>
      );
  }
}
