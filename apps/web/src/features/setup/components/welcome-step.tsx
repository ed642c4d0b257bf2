import { ArrowRight, Palette, Route, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SETUP_MESSAGES } from '../setup-messages';
import { StepFrame } from './step-frame';

const ICONS = [Palette, Route, UserPlus];

/** Step 1: what setup does, and 'Let's Get Started'. */
export function WelcomeStep({ firstName, onNext }: { firstName: string; onNext: () => void }) {
  return (
    <StepFrame
      centered
      title={SETUP_MESSAGES.welcomeTitle(firstName)}
      description={SETUP_MESSAGES.welcomeBody}
      actions={
        <Button size="lg" onClick={onNext}>
          {SETUP_MESSAGES.welcomeAction}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      }
    >
      <ol className="grid gap-3 text-left sm:grid-cols-3">
        {SETUP_MESSAGES.welcomePoints.map((point, i) => {
          const Icon = ICONS[i] ?? Palette;
          return (
            <li key={point.title} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-col">
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-50 text-primary-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{point.title}</span>
                <span className="mt-0.5 block text-sm text-slate-600">{point.detail}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-6 text-sm text-slate-500">{SETUP_MESSAGES.welcomeTime}</p>
    </StepFrame>
  );
}
