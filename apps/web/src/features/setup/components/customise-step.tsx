import { type JourneyDto, PORTAL_PHASES } from '@bloom/core';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, Info, Layers } from 'lucide-react';
import { journeyQuery } from '../../../api/journeys';
import { StageTypeBadge } from '../../../components/domain/stage-type-badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import type { WizardJourney } from '../lib/wizard-state';
import { SETUP_MESSAGES } from '../setup-messages';
import { StepFrame } from './step-frame';

interface CustomiseStepProps {
  journey: WizardJourney;
  onBack: () => void;
  onNext: () => void;
}

/** Step 4: what the chosen journey holds, phase by phase, and that it can be changed later. */
export function CustomiseStep({ journey, onBack, onNext }: CustomiseStepProps) {
  const detail = useQuery(journeyQuery(journey.id));
  const empty = journey.stageCount === 0 && (!detail.data || detail.data.steps.length === 0);

  return (
    <StepFrame
      title={empty ? SETUP_MESSAGES.customiseScratchTitle : SETUP_MESSAGES.customiseTitle(journey.name)}
      description={empty ? SETUP_MESSAGES.customiseScratchBody : SETUP_MESSAGES.customiseBody}
      onBack={onBack}
      actions={<Button onClick={onNext}>{SETUP_MESSAGES.continue}</Button>}
    >
      {empty ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
          <Layers aria-hidden="true" className="size-8 text-slate-400" />
          <p className="mt-3 max-w-sm text-sm text-slate-600">{SETUP_MESSAGES.customiseLater}</p>
        </div>
      ) : detail.data ? (
        <div className="space-y-6">
          <p className="flex items-start gap-2.5 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-950">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-700" />
            {SETUP_MESSAGES.customiseLater}
          </p>
          <JourneyOutline journey={detail.data} />
        </div>
      ) : detail.isError ? (
        <div role="alert" className="flex flex-col items-center px-6 py-8 text-center">
          <CircleAlert aria-hidden="true" className="size-8 text-red-600" />
          <p className="mt-3 text-sm text-slate-700">{detail.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-4" onClick={() => void detail.refetch()}>
            {SETUP_MESSAGES.tryAgain}
          </Button>
        </div>
      ) : (
        <div aria-busy="true" className="space-y-3">
          <span className="sr-only">Loading...</span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      )}
    </StepFrame>
  );
}

/** '6 questions · 2 deliverables', or '' for a stage with neither. */
const stageMeta = (stage: JourneyDto['steps'][number]) =>
  [
    stage.formConfig.length > 0 ? SETUP_MESSAGES.questions(stage.formConfig.length) : null,
    stage.deliverableSlots.length > 0 ? SETUP_MESSAGES.deliverables(stage.deliverableSlots.length) : null,
  ]
    .filter(Boolean)
    .join(' · ');

function JourneyOutline({ journey }: { journey: JourneyDto }) {
  const steps = [...journey.steps].sort((a, b) => a.stepOrder - b.stepOrder);
  return (
    <div className="space-y-6">
      {PORTAL_PHASES.map(({ phase, section }) => {
        const inPhase = steps.filter((s) => s.phase === phase);
        return (
          <section key={phase} aria-labelledby={`phase-${phase}`}>
            <h2 id={`phase-${phase}`} className="flex items-baseline gap-2 text-sm font-semibold text-slate-900">
              {section}
              <span className="font-normal text-slate-500">{SETUP_MESSAGES.stages(inPhase.length)}</span>
            </h2>
            {inPhase.length === 0 ? (
              <p className="mt-2 text-sm text-slate-500">{SETUP_MESSAGES.noStagesInPhase}</p>
            ) : (
              <ol className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
                {inPhase.map((stage) => (
                  <li key={stage.id} className="flex gap-3 px-4 py-3">
                    <span
                      aria-hidden="true"
                      className="grid size-7 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700 tabular-nums"
                    >
                      {steps.indexOf(stage) + 1}
                    </span>
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <p className="font-medium text-slate-900">{stage.name}</p>
                        <StageTypeBadge type={stage.stepType} />
                      </div>
                      {stage.description ? (
                        <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{stage.description}</p>
                      ) : null}
                      {stageMeta(stage) ? <p className="mt-1 text-xs text-slate-500">{stageMeta(stage)}</p> : null}
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}
