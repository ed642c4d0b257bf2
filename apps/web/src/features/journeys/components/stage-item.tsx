import {
  type FormField,
  keepsItsPhase,
  PHASE_FOR_STEP_TYPE,
  PHASES,
  type Phase,
  STAGE_TYPE_LABELS,
  STEP_TYPES,
  type StepType,
  stageTitle,
} from '@bloom/core';
import { ArrowDown, ArrowUp, CalendarClock, ChevronUp, GitBranch, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { StageTypeBadge } from '../../../components/domain/stage-type-badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import type { StageConditions } from '../conditions/condition-stages';
import type { DraftAction, DraftStage } from '../hooks/journey-draft';
import { PHASE_LABELS, plural } from '../journey-format';
import type { JourneyEditorSlots } from '../journey-slots';
import { ConditionControl } from './conditions/condition-control';
import { DueRulePicker } from './conditions/due-rule-picker';
import { FormFieldBuilder } from './form-field-builder';

const NUMBER_TONES: Record<StepType, string> = {
  onboarding: 'bg-teal-50 text-teal-800 ring-teal-600/25',
  milestone: 'bg-blue-50 text-blue-800 ring-blue-600/25',
  testimonial: 'bg-orange-50 text-orange-800 ring-orange-600/25',
  custom: 'bg-purple-50 text-purple-800 ring-purple-600/25',
  agreement: 'bg-indigo-50 text-indigo-800 ring-indigo-600/25',
  payment: 'bg-amber-50 text-amber-800 ring-amber-600/25',
};

interface StageItemProps {
  journeyId: string;
  stage: DraftStage;
  index: number;
  total: number;
  open: boolean;
  readOnly: boolean;
  onToggle: () => void;
  dispatch: (action: DraftAction) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
  slots: JourneyEditorSlots;
  /** The journey's saved milestone stages (a payment stage's balance may wait for one). */
  milestones: { id: string; name: string }[];
  /** What this stage's conditions (its own and its questions') may point at, and their warnings. */
  conditions: StageConditions;
}

/** Small marks beside a stage's summary: it has a condition, a due date. */
function StageMarks({ stage }: { stage: DraftStage }) {
  return (
    <>
      {stage.showWhen ? (
        <span className="inline-flex items-center gap-1 text-xs whitespace-nowrap text-primary-800">
          <GitBranch aria-hidden="true" className="size-3.5" />
          Conditional
        </span>
      ) : null}
      {stage.due ? (
        <span className="inline-flex items-center gap-1 text-xs whitespace-nowrap text-slate-600">
          <CalendarClock aria-hidden="true" className="size-3.5" />
          Due date
        </span>
      ) : null}
    </>
  );
}

/** One stage of the editor's accordion: a summary header, and when open its settings and form fields. */
export function StageItem({
  journeyId,
  stage,
  index,
  total,
  open,
  readOnly,
  onToggle,
  dispatch,
  onMove,
  onDelete,
  slots,
  milestones,
  conditions,
}: StageItemProps) {
  const id = useId();
  const number = index + 1;
  const key = stage.key;
  const title = stageTitle(stage.name, index);
  const isAgreement = stage.stepType === 'agreement';
  const isPayment = stage.stepType === 'payment';
  // An agreement stage has a document, a payment stage priced lines, not form fields: the summary says so.
  const summary = isAgreement
    ? stage.agreement?.source === 'pdf'
      ? 'PDF document'
      : 'Written document'
    : isPayment
      ? plural(stage.payment?.lines.length ?? 0, 'line')
      : plural(stage.formConfig.length, 'field');
  const AgreementEditor = slots.agreementEditor;
  const PaymentEditor = slots.paymentEditor;

  const fieldActions = {
    onAdd: (field: FormField) => dispatch({ type: 'addField', stageKey: key, field }),
    onChange: (fieldId: string, patch: Partial<FormField>) =>
      dispatch({ type: 'updateField', stageKey: key, fieldId, patch }),
    onRemove: (fieldId: string) => dispatch({ type: 'removeField', stageKey: key, fieldId }),
    onMove: (fieldId: string, by: -1 | 1) => dispatch({ type: 'moveField', stageKey: key, fieldId, by }),
  };

  return (
    <li
      data-stage-key={key}
      className={cn(
        'rounded-xl border bg-white shadow-xs transition-shadow duration-150',
        open ? 'border-slate-300 shadow-sm' : 'border-slate-200 hover:shadow-sm',
      )}
    >
      <h3>
        <button
          type="button"
          id={`${id}-header`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          aria-label={`Stage ${number}: ${title}`}
          onClick={onToggle}
          className="flex w-full cursor-pointer items-start gap-3 rounded-xl p-4 text-left sm:items-center sm:gap-4 sm:px-5"
        >
          <span
            aria-hidden="true"
            className={cn(
              'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold tabular-nums ring-1 ring-inset',
              NUMBER_TONES[stage.stepType],
            )}
          >
            {number}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-medium break-words text-slate-900">{title}</span>
            {stage.description.trim() ? (
              <span className="mt-0.5 line-clamp-1 block text-sm text-slate-600">{stage.description}</span>
            ) : null}
            <span className="mt-2 flex flex-wrap items-center gap-2 sm:hidden">
              <StageTypeBadge type={stage.stepType} />
              <span className="text-xs text-slate-500">{summary}</span>
              <StageMarks stage={stage} />
            </span>
          </span>
          <span className="hidden shrink-0 items-center gap-3 sm:flex">
            <StageMarks stage={stage} />
            <span className="text-xs whitespace-nowrap text-slate-500">{summary}</span>
            <StageTypeBadge type={stage.stepType} />
          </span>
          <ChevronUp
            aria-hidden="true"
            className={cn(
              'mt-1.5 size-5 shrink-0 text-slate-400 transition-transform duration-200 sm:mt-0',
              !open && 'rotate-180',
            )}
          />
        </button>
      </h3>

      {open ? (
        <section
          id={`${id}-panel`}
          aria-labelledby={`${id}-header`}
          className="space-y-6 border-t border-slate-200 bg-slate-50/60 px-4 py-5 sm:px-5"
        >
          <fieldset disabled={readOnly} className="grid min-w-0 gap-4 sm:grid-cols-2">
            <legend className="sr-only">Stage {number} settings</legend>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-name`}>Stage Name</Label>
              <Input
                id={`${id}-name`}
                value={stage.name}
                maxLength={200}
                onChange={(event) => dispatch({ type: 'updateStage', key, patch: { name: event.target.value } })}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-type`}>Stage Type</Label>
              <Select
                id={`${id}-type`}
                value={stage.stepType}
                onChange={(event) =>
                  dispatch({ type: 'changeStageType', key, stepType: event.target.value as StepType })
                }
              >
                {STEP_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {STAGE_TYPE_LABELS[t]}
                  </option>
                ))}
              </Select>
            </div>
            {keepsItsPhase(stage.stepType) ? (
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-phase`}>Phase</Label>
                <Select
                  id={`${id}-phase`}
                  value={stage.phase}
                  aria-describedby={`${id}-phase-hint`}
                  onChange={(event) =>
                    dispatch({ type: 'updateStage', key, patch: { phase: event.target.value as Phase } })
                  }
                >
                  {PHASES.map((p) => (
                    <option key={p} value={p}>
                      {PHASE_LABELS[p]}
                    </option>
                  ))}
                </Select>
                <p id={`${id}-phase-hint`} className="text-xs text-slate-500">
                  Where this stage sits in the client's portal.
                </p>
              </div>
            ) : (
              <p className="self-end text-sm text-slate-600 sm:col-span-1">
                Phase:{' '}
                <span className="font-medium text-slate-800">{PHASE_LABELS[PHASE_FOR_STEP_TYPE[stage.stepType]]}</span>
                <span className="text-slate-500"> (set by the stage type)</span>
              </p>
            )}
            <div className="space-y-1.5 sm:col-span-2">
              <Label htmlFor={`${id}-description`}>Description</Label>
              <Textarea
                id={`${id}-description`}
                value={stage.description}
                maxLength={2000}
                rows={2}
                placeholder="What the client does in this stage, in a sentence or two"
                onChange={(event) => dispatch({ type: 'updateStage', key, patch: { description: event.target.value } })}
              />
            </div>
            {stage.deliverableSlotCount > 0 ? (
              <p className="text-sm text-slate-600 sm:col-span-2">
                {plural(stage.deliverableSlotCount, 'deliverable slot')} from the template stay with this stage.
              </p>
            ) : null}
          </fieldset>

          <section
            aria-labelledby={`${id}-rules`}
            className="space-y-4 rounded-lg border border-slate-200 bg-white p-3 sm:p-4"
          >
            <h4 id={`${id}-rules`} className="text-sm font-semibold text-slate-900">
              Who gets this stage, and by when
            </h4>
            <ConditionControl
              condition={stage.showWhen}
              subject="stage"
              targets={conditions.targets(null)}
              labelOf={conditions.labelOf}
              warnings={conditions.warnings(null)}
              readOnly={readOnly}
              onChange={(showWhen) => dispatch({ type: 'stageRules', key, patch: { showWhen } })}
            />
            <DueRulePicker
              rule={stage.due}
              first={index === 0}
              readOnly={readOnly}
              onChange={(due) => dispatch({ type: 'stageRules', key, patch: { due } })}
            />
          </section>

          {isPayment ? (
            PaymentEditor && stage.payment ? (
              <PaymentEditor
                journeyId={journeyId}
                stageName={stage.name}
                value={stage.payment}
                milestones={milestones}
                readOnly={readOnly}
                onChange={(config) => dispatch({ type: 'payment', key, config })}
              />
            ) : null
          ) : !isAgreement ? (
            <FormFieldBuilder fields={stage.formConfig} readOnly={readOnly} conditions={conditions} {...fieldActions} />
          ) : AgreementEditor && stage.agreement ? (
            <AgreementEditor
              journeyId={journeyId}
              stageName={stage.name}
              value={stage.agreement}
              document={stage.agreementDocument}
              readOnly={readOnly}
              onChange={(config, document) => dispatch({ type: 'agreement', key, config, document })}
            />
          ) : null}

          {readOnly ? null : (
            <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
              <Button variant="secondary" size="sm" data-action="up" disabled={index === 0} onClick={() => onMove(-1)}>
                <ArrowUp aria-hidden="true" className="size-4" />
                Move Up
              </Button>
              <Button
                variant="secondary"
                size="sm"
                data-action="down"
                disabled={index === total - 1}
                onClick={() => onMove(1)}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
                Move Down
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto text-red-700! hover:bg-red-50! hover:text-red-800!"
                onClick={onDelete}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete Stage
              </Button>
            </div>
          )}
        </section>
      ) : null}
    </li>
  );
}
