import type { StageVisibility } from '@bloom/core';
import { EyeOff } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { cn } from '../../../../lib/cn';
import { askedFields, type ConditionDraftStage, questionLabel } from '../../conditions/condition-stages';
import { PreviewAnswerInput } from './preview-answer-input';

interface PreviewStageProps {
  number: number;
  title: string;
  typeLabel: string;
  stage: ConditionDraftStage;
  visibility: StageVisibility;
  /** The stage's condition in words, said when it is skipped. */
  skippedBecause: string;
  answers: Readonly<Record<string, unknown>>;
  onAnswer: (fieldId: string, value: unknown) => void;
}

/** One stage in the preview: shown or skipped, its questions to answer, the hidden ones named. */
export function PreviewStage({
  number,
  title,
  typeLabel,
  stage,
  visibility,
  skippedBecause,
  answers,
  onAnswer,
}: PreviewStageProps) {
  const id = useId();
  const fields = askedFields(stage);
  const hidden = new Set(visibility.hiddenFieldIds);
  return (
    <li
      aria-labelledby={`${id}-title`}
      className={cn(
        'rounded-lg border p-3 sm:p-4',
        visibility.applies ? 'border-slate-200 bg-white' : 'border-dashed border-slate-300 bg-slate-50',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700 tabular-nums"
        >
          {number}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-title`} className="font-medium break-words text-slate-900">
            {title}
          </h3>
          <p className="text-xs text-slate-500">{typeLabel}</p>
        </div>
        <Badge tone={visibility.applies ? 'teal' : 'neutral'}>{visibility.applies ? 'Shown' : 'Skipped'}</Badge>
      </div>

      {!visibility.applies ? (
        <p className="mt-2 text-sm text-slate-600">{skippedBecause}.</p>
      ) : fields.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No questions in this stage.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {fields.map((field) =>
            hidden.has(field.id) ? (
              <li key={field.id} className="flex items-center gap-2 text-sm text-slate-500">
                <EyeOff aria-hidden="true" className="size-4 shrink-0" />
                <span>
                  <span className="line-through decoration-slate-400">{questionLabel(field)}</span>
                  <span className="sr-only">, </span> <span className="text-xs">(hidden)</span>
                </span>
              </li>
            ) : (
              <li key={field.id}>
                <PreviewAnswerInput
                  id={`${id}-${field.id}`}
                  field={field}
                  value={answers[field.id]}
                  onChange={(value) => onAnswer(field.id, value)}
                />
              </li>
            ),
          )}
        </ul>
      )}
    </li>
  );
}
