import { describeCondition, STAGE_TYPE_LABELS, stageTitle } from '@bloom/core';
import { Eye } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { type ConditionDraftStage, labelLookup } from '../../conditions/condition-stages';
import { type PreviewAnswers, previewJourney, withPreviewAnswer } from '../../conditions/preview';
import { cleanCondition } from '../../conditions/rule-edit';
import { plural } from '../../journey-format';
import { PreviewStage } from './preview-stage';

/**
 * "Preview as a client": the owner picks answers as a client would and sees which stages and
 * questions that client gets, by the evaluator the portal and the server use. Nothing is saved.
 */
export function JourneyPreviewDialog({ stages }: { stages: readonly ConditionDraftStage[] }) {
  const [open, setOpen] = useState(false);
  const [answers, setAnswers] = useState<PreviewAnswers>({});
  const preview = useMemo(() => previewJourney(stages, answers), [stages, answers]);
  const labelOf = useMemo(() => labelLookup(stages), [stages]);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Eye aria-hidden="true" className="size-4" />
        Preview as a client
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="lg"
        title="Preview as a client"
        description="Answer as a client would to see which stages and questions they get. Nothing is saved."
        footer={
          <>
            <Button variant="secondary" onClick={() => setAnswers({})}>
              Clear answers
            </Button>
            <Button onClick={() => setOpen(false)}>Done</Button>
          </>
        }
      >
        <p aria-live="polite" className="mb-4 text-sm font-medium text-slate-700">
          This client gets {preview.shownStages} of {plural(stages.length, 'stage')} and {preview.shownQuestions} of{' '}
          {plural(preview.totalQuestions, 'question')}.
        </p>
        <ol className="space-y-3">
          {stages.map((stage, i) => (
            <PreviewStage
              key={stage.key}
              number={i + 1}
              title={stageTitle(stage.name, i)}
              typeLabel={STAGE_TYPE_LABELS[stage.stepType]}
              stage={stage}
              visibility={preview.stages[i] ?? { applies: true, hiddenFieldIds: [] }}
              skippedBecause={describeCondition(cleanCondition(stage.showWhen), labelOf, 'Shown only when')}
              answers={answers[stage.key] ?? {}}
              onAnswer={(fieldId, value) => setAnswers((a) => withPreviewAnswer(a, stage.key, fieldId, value))}
            />
          ))}
        </ol>
      </Dialog>
    </>
  );
}
