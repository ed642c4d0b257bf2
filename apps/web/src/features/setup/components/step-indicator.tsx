import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { STEP_COUNT, type WizardStep } from '../lib/wizard-state';
import { SETUP_MESSAGES } from '../setup-messages';

/** 'Step X of 6' and the six steps, done ones ticked, the current one marked for assistive tech. */
export function StepIndicator({ step }: { step: WizardStep }) {
  return (
    <nav aria-label="Setup progress">
      <p className="text-sm font-medium text-slate-600">
        <span className="text-slate-900">{SETUP_MESSAGES.stepOf(step, STEP_COUNT)}</span>
        <span className="sm:hidden"> · {SETUP_MESSAGES.stepNames[step - 1]}</span>
      </p>
      <ol className="mt-3 grid grid-cols-6">
        {SETUP_MESSAGES.stepNames.map((name, i) => {
          const n = i + 1;
          // On the last step, setup is done: every mark is ticked.
          const done = n < step || step === STEP_COUNT;
          const current = n === step && !done;
          return (
            <li
              key={name}
              aria-current={n === step ? 'step' : undefined}
              className="relative flex flex-col items-center"
            >
              {n < STEP_COUNT ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-3.5 right-[calc(-50%+1.125rem)] left-[calc(50%+1.125rem)] h-0.5 rounded-full',
                    done ? 'bg-primary-600' : 'bg-slate-200',
                  )}
                />
              ) : null}
              <span
                className={cn(
                  'relative grid size-7 place-items-center rounded-full text-xs font-semibold tabular-nums',
                  done && 'bg-primary-600 text-white',
                  current && 'bg-white text-primary-700 ring-2 ring-primary-600',
                  !done && !current && 'bg-white text-slate-500 ring-1 ring-slate-300',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" strokeWidth={3} /> : n}
              </span>
              <span
                className={cn(
                  'mt-2 hidden text-center text-xs sm:block',
                  current ? 'font-semibold text-slate-900' : done ? 'text-slate-700' : 'text-slate-500',
                )}
              >
                {name}
              </span>
              <span className="sr-only">{done ? ' (done)' : current ? ' (current step)' : ''}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
