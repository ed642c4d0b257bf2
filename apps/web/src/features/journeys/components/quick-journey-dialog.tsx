import {
  JOURNEY_MESSAGES,
  type JourneyDto,
  type JourneySummaryDto,
  PHASES,
  type Phase,
  QUICK_JOURNEY_MESSAGES,
  type QuickSetupField,
  quickSetupProblems,
} from '@bloom/core';
import { Check, FilePlus2, Layers } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useCreateJourney } from '../api/create-journey';
import { useJourneys } from '../api/get-journeys';
import { useQuickJourney } from '../api/quick-journey';
import { isBuiltin, PHASE_LABELS, plural } from '../journey-format';

export interface QuickJourneyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Called with the new journey instead of the default (opening it), e.g. by a client form
   * that selects it. Such a caller is offered the templates only: an empty journey would give
   * the client nothing to do, and 'Start from Scratch' leaves for the editor.
   */
  onCreated?: (journey: JourneyDto) => void;
}

type Errors = Partial<Record<QuickSetupField, string>>;

const ALL_PHASES: Phase[] = [...PHASES];

/** A native radio or checkbox laid invisibly over its whole card, so the card is the control. */
const coverInput =
  'absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed';

/**
 * Quick Setup (docs/product.md#quick-setup): name a journey, pick a starter template and the phases to
 * copy from it; or start from scratch in the editor.
 */
export function QuickJourneyDialog({ open, onOpenChange, onCreated }: QuickJourneyDialogProps) {
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [phases, setPhases] = useState<Phase[]>(ALL_PHASES);
  const [errors, setErrors] = useState<Errors>({});
  const journeys = useJourneys();
  const quick = useQuickJourney();
  const scratch = useCreateJourney();
  const navigate = useNavigate();
  const nameRef = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const templatesLabel = useId();
  const phasesLabel = useId();

  const templates = (journeys.data ?? []).filter(isBuiltin);
  const template = templates.find((t) => t.id === templateId);
  const busy = quick.isPending || scratch.isPending;

  const reset = () => {
    setName('');
    setTemplateId(null);
    setPhases(ALL_PHASES);
    setErrors({});
    quick.reset();
    scratch.reset();
  };

  const changeOpen = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) reset();
  };

  const finish = (go: () => void) => {
    onOpenChange(false);
    reset();
    go();
  };

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400) {
      setErrors({ form: error.message });
    } else if (error instanceof ApiError) {
      toast.error(JOURNEY_MESSAGES.quickFailed);
    } else {
      toast.error(JOURNEY_MESSAGES.quickUnexpected);
    }
  };

  const submitTemplate = () => {
    // The server runs the same checks (core's quickSetupProblems); here each shows at its field.
    const problems = quickSetupProblems(
      { name, templateId, phases },
      template ? { stagePhases: PHASES.filter((phase) => template.phaseStageCounts[phase] > 0) } : null,
    );
    const next: Errors = {};
    for (const problem of problems) next[problem.field] = problem.message;
    setErrors(next);
    if (problems.length > 0 || !templateId) return;
    quick.mutate(
      { name: name.trim(), templateId, phases: ALL_PHASES.filter((p) => phases.includes(p)) },
      {
        onSuccess: (journey) => {
          toast.success(JOURNEY_MESSAGES.createdFromTemplate);
          finish(() => (onCreated ? onCreated(journey) : navigate(`/journeys/${journey.id}`)));
        },
        onError: fail,
      },
    );
  };

  const startFromScratch = () => {
    if (!name.trim()) {
      setErrors({ name: QUICK_JOURNEY_MESSAGES.nameRequired });
      nameRef.current?.focus();
      return;
    }
    setErrors({});
    scratch.mutate(
      { name: name.trim(), description: null },
      {
        onSuccess: (journey) => finish(() => navigate(`/journeys/${journey.id}/stages`)),
        onError: fail,
      },
    );
  };

  const togglePhase = (phase: Phase) => {
    setPhases((current) => (current.includes(phase) ? current.filter((p) => p !== phase) : [...current, phase]));
    setErrors((e) => ({ ...e, phases: undefined, form: undefined }));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      dismissible={!busy}
      size="lg"
      title="Create your first client journey"
      description="Name it, start from a template and keep the phases you need. You can change every stage afterwards."
      footer={
        <>
          <Button variant="secondary" onClick={() => changeOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={submitTemplate} busy={quick.isPending} busyText="Creating..." disabled={scratch.isPending}>
            Use Template
          </Button>
        </>
      }
    >
      <form
        noValidate
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          submitTemplate();
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={nameId}>Journey Name</Label>
          <Input
            ref={nameRef}
            id={nameId}
            data-autofocus
            value={name}
            maxLength={200}
            placeholder="e.g. Website Projects"
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${nameId}-error` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setErrors((e) => ({ ...e, name: undefined, form: undefined }));
            }}
          />
          {errors.name ? (
            <p id={`${nameId}-error`} className="text-sm text-red-700">
              {errors.name}
            </p>
          ) : null}
        </div>

        <fieldset aria-describedby={errors.template ? `${templatesLabel}-error` : undefined}>
          <legend id={templatesLabel} className="text-sm font-medium text-slate-800">
            Starter template
          </legend>
          <p className="mt-1 text-sm text-slate-600">Each one comes with stages, questions and a welcome message.</p>
          {errors.template ? (
            <p id={`${templatesLabel}-error`} className="mt-1 text-sm font-medium text-red-700">
              {errors.template}
            </p>
          ) : null}
          {journeys.isPending ? (
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-24 rounded-xl" />
              ))}
            </div>
          ) : (
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {templates.length === 0 ? (
                <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600 sm:col-span-2">
                  No starter templates found
                </p>
              ) : (
                templates.map((t) => (
                  <TemplateOption
                    key={t.id}
                    template={t}
                    checked={t.id === templateId}
                    disabled={busy}
                    onSelect={() => {
                      setTemplateId(t.id);
                      setErrors((e) => ({ ...e, template: undefined, phases: undefined, form: undefined }));
                    }}
                  />
                ))
              )}
              {!onCreated && (
                <button
                  type="button"
                  onClick={startFromScratch}
                  disabled={busy}
                  aria-busy={scratch.isPending || undefined}
                  className="flex cursor-pointer items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-left transition-colors duration-150 hover:border-primary-600 hover:bg-primary-50/50 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-primary-700 ring-1 ring-slate-200">
                    {scratch.isPending ? <Spinner /> : <FilePlus2 aria-hidden="true" className="size-4" />}
                  </span>
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold text-slate-900">Start from Scratch</span>
                    <span className="mt-0.5 block text-sm text-slate-600">
                      An empty journey: add your own stages in the editor.
                    </span>
                  </span>
                </button>
              )}
            </div>
          )}
        </fieldset>

        <fieldset aria-describedby={errors.phases ? `${phasesLabel}-error` : undefined}>
          <legend className="text-sm font-medium text-slate-800">Phases to include</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            {ALL_PHASES.map((phase) => {
              const count = template ? template.phaseStageCounts[phase] : null;
              const on = phases.includes(phase);
              return (
                <label
                  key={phase}
                  className={cn(
                    'relative flex cursor-pointer items-center gap-3 rounded-xl border p-3 transition-colors duration-150',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                    on ? 'border-primary-600 bg-primary-50/60' : 'border-slate-200 bg-white hover:border-slate-300',
                  )}
                >
                  <input
                    type="checkbox"
                    className={coverInput}
                    checked={on}
                    disabled={busy}
                    onChange={() => togglePhase(phase)}
                  />
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-5 shrink-0 items-center justify-center rounded-md border',
                      on ? 'border-primary-600 bg-primary-600 text-white' : 'border-slate-300 bg-white',
                    )}
                  >
                    {on ? <Check className="size-3.5" strokeWidth={3} /> : null}
                  </span>
                  <span className="min-w-0">
                    <span className="block text-sm font-medium text-slate-900">{PHASE_LABELS[phase]}</span>
                    <span className="block text-xs text-slate-600">
                      {count === null ? 'Pick a template' : plural(count, 'stage')}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
          {errors.phases ? (
            <p id={`${phasesLabel}-error`} className="mt-2 text-sm text-red-700">
              {errors.phases}
            </p>
          ) : null}
        </fieldset>

        {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
        {/* Enter in the name field submits. */}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      </form>
    </Dialog>
  );
}

function TemplateOption({
  template,
  checked,
  disabled,
  onSelect,
}: {
  template: JourneySummaryDto;
  checked: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer flex-col rounded-xl border p-4 transition-colors duration-150',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
        checked
          ? 'border-primary-600 bg-primary-50/60 ring-1 ring-primary-600'
          : 'border-slate-200 bg-white hover:border-slate-300 hover:shadow-sm',
      )}
    >
      <input
        type="radio"
        name="quick-journey-template"
        value={template.id}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className={coverInput}
      />
      <span className="flex items-start justify-between gap-3">
        <span className="text-sm font-semibold text-slate-900">{template.name}</span>
        {checked ? (
          <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-primary-600 text-white">
            <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
          </span>
        ) : null}
      </span>
      {template.description ? (
        <span className="mt-1 line-clamp-1 text-sm text-slate-600 sm:line-clamp-2">{template.description}</span>
      ) : null}
      <span className="mt-2 inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
        <Layers aria-hidden="true" className="size-3.5" />
        {plural(template.stageCount, 'stage')}
      </span>
    </label>
  );
}
