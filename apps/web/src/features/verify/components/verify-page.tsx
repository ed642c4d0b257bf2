import { AGREEMENT_MESSAGES as M, type VerifyResponse } from '@bloom/core';
import { FileSearch, LockKeyhole, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { verifyDocument } from '../api/verify-document';
import { inspectFile } from '../lib/inspect-file';
import { VERIFY_COPY as C } from '../verify-copy';
import { DropZone } from './drop-zone';
import { VerifyResult } from './verify-result';

type State =
  | { kind: 'idle' }
  | { kind: 'busy'; fileName: string; phase: 'reading' | 'checking' }
  | { kind: 'done'; fileName: string; sha256: string; answer: VerifyResponse }
  | { kind: 'failed'; message: string; retry: File | null };

const STEP_ICONS = [LockKeyhole, FileSearch, ShieldCheck];

/**
 * /verify (public): a signed PDF is dropped in, the browser hashes it and reads the agreement it
 * names, and only those go to the server, which says sealed, altered or unknown.
 */
export function VerifyPage() {
  useDocumentTitle(M.verifyTitle);
  const [state, setState] = useState<State>({ kind: 'idle' });

  const check = async (file: File) => {
    setState({ kind: 'busy', fileName: file.name, phase: 'reading' });
    let facts: Awaited<ReturnType<typeof inspectFile>>;
    try {
      facts = await inspectFile(file);
    } catch {
      setState({ kind: 'failed', message: C.unreadable, retry: null });
      return;
    }
    if (!facts.isPdf) {
      setState({ kind: 'failed', message: C.notPdf, retry: null });
      return;
    }
    setState({ kind: 'busy', fileName: file.name, phase: 'checking' });
    try {
      const answer = await verifyDocument(facts.sha256, facts.agreementId);
      setState({ kind: 'done', fileName: file.name, sha256: facts.sha256, answer });
    } catch {
      setState({ kind: 'failed', message: C.checkFailed, retry: file });
    }
  };

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center px-4 py-3 sm:px-6">
          <Link to="/" className="rounded-lg">
            <Logo />
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-14">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{M.verifyTitle}</h1>
          <p className="mt-3 text-slate-600">{C.intro}</p>
          <p className="mt-3 flex items-start gap-2 text-sm font-medium text-slate-800">
            <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
            {C.privacy}
          </p>
        </div>

        <section aria-live="polite" className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
          {state.kind === 'done' ? (
            <div className="space-y-5">
              <VerifyResult answer={state.answer} fileName={state.fileName} sha256={state.sha256} />
              <Button variant="secondary" onClick={() => setState({ kind: 'idle' })}>
                {C.another}
              </Button>
            </div>
          ) : state.kind === 'busy' ? (
            <div role="status" className="flex flex-col items-center gap-3 py-14 text-center">
              <Spinner className="size-8 text-primary-600" />
              <p className="font-medium break-all text-slate-900">
                {state.phase === 'reading' ? C.reading(state.fileName) : C.checking}
              </p>
            </div>
          ) : (
            <div className="space-y-4">
              {state.kind === 'failed' ? (
                <div
                  role="alert"
                  className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
                >
                  <p className="min-w-0 flex-1 text-sm font-medium text-red-900">{state.message}</p>
                  {state.retry ? (
                    <Button size="sm" variant="secondary" onClick={() => state.retry && void check(state.retry)}>
                      {C.tryAgain}
                    </Button>
                  ) : null}
                </div>
              ) : null}
              <DropZone onFile={(file) => void check(file)} disabled={false} />
            </div>
          )}
        </section>

        <section aria-labelledby="verify-how" className="mt-10">
          <h2 id="verify-how" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
            {C.stepsTitle}
          </h2>
          <ol className="mt-4 grid gap-4 sm:grid-cols-3">
            {C.steps.map((step, i) => {
              const Icon = STEP_ICONS[i] ?? ShieldCheck;
              return (
                <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-4">
                  <Icon aria-hidden="true" className="size-5 text-primary-700" />
                  <p className="mt-2 font-medium text-slate-900">{step.title}</p>
                  <p className="mt-1 text-sm text-slate-600">{step.text}</p>
                </li>
              );
            })}
          </ol>
        </section>
      </main>
    </div>
  );
}
