import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { WizardStep } from '../lib/wizard-state';
import { SETUP_MESSAGES } from '../setup-messages';
import { StepIndicator } from './step-indicator';

/**
 * The wizard's own frame: the product's mark, the way out ('Exit setup'), the step indicator and
 * the step's card. No app navigation, so the owner's attention stays on the step.
 */
export function SetupLayout({ step, wide, children }: { step: WizardStep; wide: boolean; children: ReactNode }) {
  useDocumentTitle(SETUP_MESSAGES.documentTitle);
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          {step < 6 ? (
            <Link
              to="/dashboard"
              className="rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              {SETUP_MESSAGES.exit}
            </Link>
          ) : null}
        </div>
      </header>
      <main className={cn('mx-auto px-4 pt-6 pb-16 sm:px-6 sm:pt-10', wide ? 'max-w-4xl' : 'max-w-2xl')}>
        <StepIndicator step={step} />
        <div className="mt-6 sm:mt-8">{children}</div>
      </main>
    </div>
  );
}
