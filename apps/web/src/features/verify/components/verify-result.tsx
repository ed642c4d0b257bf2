import { AGREEMENT_MESSAGES, AGREEMENT_STATUS_LABELS, type VerifyResponse } from '@bloom/core';
import { CircleCheck, ShieldAlert, ShieldQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { VERIFY_COPY as C } from '../verify-copy';

/** 'Mar 4, 2025, 3:05 PM GMT+1', in the reader's own zone. */
const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

const TONES = {
  sealed: {
    box: 'border-emerald-200 bg-emerald-50',
    icon: 'bg-emerald-100 text-emerald-700',
    title: 'text-emerald-950',
  },
  altered: { box: 'border-red-200 bg-red-50', icon: 'bg-red-100 text-red-700', title: 'text-red-950' },
  unknown: { box: 'border-slate-200 bg-slate-50', icon: 'bg-slate-200 text-slate-700', title: 'text-slate-900' },
} as const;

/** The answer for one file: sealed (with what the document says), altered, or unknown. */
export function VerifyResult({
  answer,
  fileName,
  sha256,
}: {
  answer: VerifyResponse;
  fileName: string;
  sha256: string;
}) {
  const tone = TONES[answer.result];
  const Icon = answer.result === 'sealed' ? CircleCheck : answer.result === 'altered' ? ShieldAlert : ShieldQuestion;
  const title =
    answer.result === 'sealed' ? AGREEMENT_MESSAGES.verifySealed : answer.result === 'altered' ? C.altered : C.unknown;
  const help = answer.result === 'altered' ? C.alteredHelp : answer.result === 'unknown' ? C.unknownHelp : null;
  return (
    <div className="space-y-4">
      <div role="status" className={`flex gap-3 rounded-xl border p-4 sm:p-5 ${tone.box}`}>
        <span className={`grid size-10 shrink-0 place-items-center rounded-full ${tone.icon}`}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 space-y-1 pt-0.5">
          <p className={`font-semibold ${tone.title}`}>{title}</p>
          {help ? <p className="text-sm text-slate-700">{help}</p> : null}
        </div>
      </div>
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4 sm:px-5">
        {answer.result === 'sealed' ? (
          <>
            <Row label={C.title}>
              <span className="font-medium">{answer.title}</span>
            </Row>
            <Row label={C.status}>{AGREEMENT_STATUS_LABELS[answer.status]}</Row>
            <Row label={C.version}>{answer.version}</Row>
            {answer.completedAt ? <Row label={C.completed}>{when(answer.completedAt)}</Row> : null}
            <Row label={C.signers}>
              <ul className="space-y-1.5">
                {answer.signers.map((s, i) => (
                  <li key={`${s.name}-${i}`} className="flex flex-col sm:flex-row sm:justify-between sm:gap-x-3">
                    <span className="font-medium">{s.name}</span>
                    <span className="text-slate-600">{s.signedAt ? when(s.signedAt) : C.notSigned}</span>
                  </li>
                ))}
              </ul>
            </Row>
          </>
        ) : null}
        <Row label={C.file}>{fileName}</Row>
        <Row label={C.fingerprint}>
          <code className="font-mono text-xs break-all text-slate-700">{sha256}</code>
        </Row>
      </dl>
    </div>
  );
}
