import {
  AGREEMENT_STATUS_LABELS,
  type AgreementDto,
  type AgreementStatus,
  type ClientAgreementStageDto,
  can,
  type Role,
} from '@bloom/core';
import { Ban, CircleCheck, CircleX, Download, FilePen, FileSignature, Send } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatOwnerDate } from '../../../lib/owner-dates';
import { countersignerOf, declinerOf, isMyTurn } from '../agreement-state';
import { AGREEMENTS_UI as M } from '../agreements-messages';
import { AuditTrail } from './audit-trail';
import { SendAgreementDialog } from './send-agreement-dialog';
import type { Countersigner } from './send-agreement-fields';
import { SignerList } from './signer-list';
import { VoidAgreementDialog } from './void-agreement-dialog';

/** Loaded when the owner countersigns: it brings the signature font and, for drawing, signature_pad. */
const loadCountersign = () => import('./countersign-dialog');
const CountersignDialog = lazy(loadCountersign);

const STATUS_TONES: Record<AgreementStatus, BadgeTone> = {
  sent: 'amber',
  completed: 'primary',
  declined: 'red',
  voided: 'neutral',
};

export interface Viewer {
  userId: string | undefined;
  name: string;
  role: Role | undefined;
}

type DialogKind = 'send' | 'void' | 'countersign';

/**
 * One agreement stage of the client's journey on the client page: not sent (prepare and send),
 * out for signatures (who signed, countersign on your turn, void), completed (download the signed
 * PDF), declined (the reason, void and send a new version) or voided (send a new version).
 */
export function AgreementStagePanel({
  clientId,
  journeyId,
  stage,
  countersigners,
  viewer,
}: {
  clientId: string;
  journeyId: string | null;
  stage: ClientAgreementStageDto;
  countersigners: Countersigner[];
  viewer: Viewer;
}) {
  const headingId = useId();
  // The dialog stays mounted once closed (its closing animation, the focus going back); a new key opens it fresh.
  const [dialog, setDialog] = useState<{ kind: DialogKind | null; open: boolean; key: number }>({
    kind: null,
    open: false,
    key: 0,
  });
  const openDialog = (kind: DialogKind) => setDialog((d) => ({ kind, open: true, key: d.key + 1 }));
  const closeDialog = (open: boolean) => {
    if (!open) setDialog((d) => ({ ...d, open: false }));
  };
  const current = stage.current;

  return (
    <section aria-labelledby={headingId} className="px-5 py-5 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            {stage.stageName}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">
            {current?.title ?? stage.title}
            {current ? (
              <span className="text-slate-500">
                {' '}
                · {M.version(current.version)} · {M.sentOn(formatOwnerDate(current.createdAt))}
              </span>
            ) : null}
          </p>
        </div>
        {current ? (
          <Badge tone={STATUS_TONES[current.status]}>{AGREEMENT_STATUS_LABELS[current.status]}</Badge>
        ) : (
          <Badge tone="neutral">{M.notSentTitle}</Badge>
        )}
      </div>

      <div className="mt-4 space-y-4">
        {current ? (
          <CurrentAgreement
            agreement={current}
            viewer={viewer}
            onCountersign={() => openDialog('countersign')}
            onPreloadCountersign={() => void loadCountersign()}
            onVoid={() => openDialog('void')}
            onSendNew={() => openDialog('send')}
          />
        ) : (
          <NotSent stage={stage} journeyId={journeyId} role={viewer.role} onSend={() => openDialog('send')} />
        )}
        {current ? <AuditTrail events={current.events} /> : null}
        {stage.history.length ? <EarlierVersions history={stage.history} /> : null}
      </div>

      {dialog.kind === 'send' ? (
        <SendAgreementDialog
          key={dialog.key}
          clientId={clientId}
          stage={stage}
          countersigners={countersigners}
          currentUserId={viewer.userId}
          open={dialog.open}
          onOpenChange={closeDialog}
        />
      ) : null}
      {current && dialog.kind === 'void' ? (
        <VoidAgreementDialog
          key={dialog.key}
          clientId={clientId}
          agreement={current}
          open={dialog.open}
          onOpenChange={closeDialog}
          // After a decline the owner voids to send again: the send dialog follows at once.
          onVoided={current.status === 'declined' ? () => openDialog('send') : undefined}
        />
      ) : null}
      {current && dialog.kind === 'countersign' ? (
        <Suspense fallback={null}>
          <CountersignDialog
            key={dialog.key}
            clientId={clientId}
            agreement={current}
            defaultName={viewer.name}
            open={dialog.open}
            onOpenChange={closeDialog}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function NotSent({
  stage,
  journeyId,
  role,
  onSend,
}: {
  stage: ClientAgreementStageDto;
  journeyId: string | null;
  role: Role | undefined;
  onSend: () => void;
}) {
  const problemId = useId();
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-5 py-6 text-center">
      <span className="flex size-10 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
        <FileSignature aria-hidden="true" className="size-5" />
      </span>
      <p className="mt-3 max-w-md text-sm text-slate-600">{M.notSentText}</p>
      {stage.problem ? (
        <p id={problemId} className="mt-2 max-w-md text-sm text-amber-800">
          {stage.problem}{' '}
          {journeyId && role && can(role, 'journeys.manage') ? (
            <Link
              to={`/journeys/${encodeURIComponent(journeyId)}/stages`}
              className="font-medium text-primary-700 underline-offset-2 hover:underline"
            >
              Open the journey editor
            </Link>
          ) : null}
        </p>
      ) : null}
      <Button
        className="mt-4"
        onClick={onSend}
        disabled={stage.problem !== null}
        aria-describedby={stage.problem ? problemId : undefined}
      >
        <Send aria-hidden="true" className="size-4" />
        {M.prepare}
      </Button>
    </div>
  );
}

function DownloadLink({ href, label, primary }: { href: string; label: string; primary?: boolean }) {
  return (
    <Button asChild variant={primary ? 'primary' : 'secondary'} size="sm">
      <a href={href} download>
        <Download aria-hidden="true" className="size-4" />
        {label}
      </a>
    </Button>
  );
}

function CurrentAgreement({
  agreement,
  viewer,
  onCountersign,
  onPreloadCountersign,
  onVoid,
  onSendNew,
}: {
  agreement: AgreementDto;
  viewer: Viewer;
  onCountersign: () => void;
  onPreloadCountersign: () => void;
  onVoid: () => void;
  onSendNew: () => void;
}) {
  const countersigner = countersignerOf(agreement);
  const myTurn =
    isMyTurn(agreement, viewer.userId) && (viewer.role ? can(viewer.role, 'agreements.countersign') : false);
  const decliner = declinerOf(agreement);
  const original = <DownloadLink href={agreement.documentUrl} label={M.downloadOriginal} />;

  if (agreement.status === 'completed') {
    return (
      <>
        <div className="flex flex-col gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-900">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
            {M.completed(formatOwnerDate(agreement.completedAt ?? agreement.createdAt))}
          </p>
          <div className="flex flex-wrap gap-2">
            {agreement.finalUrl ? <DownloadLink href={agreement.finalUrl} label={M.downloadSigned} primary /> : null}
            {original}
          </div>
        </div>
        <SignerList agreement={agreement} currentUserId={viewer.userId} />
      </>
    );
  }

  if (agreement.status === 'declined') {
    return (
      <>
        <div className="rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="flex items-center gap-2 text-sm font-semibold text-red-900">
            <CircleX aria-hidden="true" className="size-5 shrink-0 text-red-600" />
            {M.declinedTitle(decliner?.name ?? 'A signer')}
          </p>
          <p className="mt-1 pl-7 text-sm text-red-900">
            {decliner?.declineReason ? M.declinedReason(decliner.declineReason) : M.declinedNoReason}
          </p>
          <div className="mt-3 flex flex-wrap gap-2 pl-7">
            <Button size="sm" onClick={onVoid}>
              <FilePen aria-hidden="true" className="size-4" />
              {M.voidAndResend}
            </Button>
            {original}
          </div>
        </div>
        <SignerList agreement={agreement} currentUserId={viewer.userId} />
      </>
    );
  }

  if (agreement.status === 'voided') {
    return (
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Ban aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          {M.voidedTitle(formatOwnerDate(agreement.voidedAt ?? agreement.createdAt))}
        </p>
        {agreement.voidReason ? (
          <p className="mt-1 pl-7 text-sm text-slate-700">{M.voidedReason(agreement.voidReason)}</p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2 pl-7">
          <Button size="sm" onClick={onSendNew}>
            <Send aria-hidden="true" className="size-4" />
            {M.sendNewVersion}
          </Button>
          {original}
        </div>
      </div>
    );
  }

  // Out for signatures.
  const theirTurn =
    !myTurn && countersigner?.status === 'pending' && isMyTurn(agreement, countersigner.userId ?? undefined);
  return (
    <>
      {myTurn ? (
        <div className="flex flex-col gap-3 rounded-xl border border-primary-200 bg-primary-50/70 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-sm font-medium text-primary-900">
            <FilePen aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
            {M.yourTurn}
          </p>
          <Button onClick={onCountersign} onPointerEnter={onPreloadCountersign} onFocus={onPreloadCountersign}>
            {M.countersign}
          </Button>
        </div>
      ) : theirTurn && countersigner ? (
        <p className="text-sm text-slate-700">{M.waitingForCountersigner(countersigner.name)}</p>
      ) : null}
      <SignerList agreement={agreement} currentUserId={viewer.userId} />
      <div className="flex flex-wrap gap-2">
        {original}
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700! hover:bg-red-50! hover:text-red-800!"
          onClick={onVoid}
        >
          <Ban aria-hidden="true" className="size-4" />
          {M.void}
        </Button>
      </div>
    </>
  );
}

function EarlierVersions({ history }: { history: AgreementDto[] }) {
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer rounded text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600">
        {M.earlierVersions(history.length)}
      </summary>
      <ul className="mt-2 space-y-2">
        {history.map((a) => (
          <li
            key={a.id}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 px-3 py-2 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="min-w-0">
              <span className="font-medium text-slate-900">{M.version(a.version)}</span>
              <span className="text-slate-600">
                {' '}
                · {AGREEMENT_STATUS_LABELS[a.status]}
                {a.voidedAt ? ` ${formatOwnerDate(a.voidedAt)}` : ''}
                {a.voidReason ? ` · ${a.voidReason}` : ''}
              </span>
            </span>
            <a href={a.documentUrl} download className="font-medium text-primary-700 hover:underline">
              {M.downloadOriginal}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
