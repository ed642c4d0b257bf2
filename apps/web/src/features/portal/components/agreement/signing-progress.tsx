import { Check } from '../icons';
import { AGREEMENT_COPY } from './agreement-copy';
import type { SigningStep } from './agreement-screen';

/** Where the signer is: Read · Agree · Verify · Sign, the current one marked. */
export function SigningProgress({ steps, current }: { steps: SigningStep[]; current: SigningStep }) {
  const at = steps.indexOf(current);
  return (
    <ol
      aria-label={AGREEMENT_COPY.stepsLabel}
      className="flex items-center gap-1.5 text-xs font-medium sm:gap-2 sm:text-sm"
    >
      {steps.map((step, i) => {
        const done = i < at;
        const now = i === at;
        return (
          <li key={step} className="flex min-w-0 items-center gap-1.5 sm:gap-2" aria-current={now ? 'step' : undefined}>
            {i > 0 ? (
              <span
                aria-hidden="true"
                className={`h-px w-3 shrink-0 sm:w-6 ${done || now ? 'bg-brand-mark' : 'bg-slate-300'}`}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`grid size-6 shrink-0 place-items-center rounded-full tabular-nums ${
                done
                  ? 'bg-brand text-on-brand ring-1 ring-slate-900/10 ring-inset'
                  : now
                    ? 'border-2 border-brand-mark bg-white text-brand-ink'
                    : 'border border-slate-300 bg-white text-slate-500'
              }`}
            >
              {done ? <Check className="size-3.5" strokeWidth={3} /> : i + 1}
            </span>
            <span className={now ? 'text-slate-900' : 'text-slate-600 max-sm:sr-only'}>
              {AGREEMENT_COPY.steps[step]}
              {done ? <span className="sr-only"> ({AGREEMENT_COPY.stepDone})</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
