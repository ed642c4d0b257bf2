import { AGREEMENT_MESSAGES, JOURNEY_MESSAGES, type JourneyDto, PAYMENT_MESSAGES, stageTitle } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, Layers, Lock, Plus } from 'lucide-react';
import { Suspense, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { journeyKeys } from '../../../api/journeys';
import { RichTextEditor } from '../../../components/rich-text';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { saveJourney } from '../api/save-journey';
import { stagesConditions } from '../conditions/condition-stages';
import {
  type DraftStage,
  draftFromJourney,
  draftReducer,
  draftSignature,
  newId,
  toSaveInput,
} from '../hooks/journey-draft';
import { useJourneyActions } from '../hooks/use-journey-actions';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { isBuiltin, plural } from '../journey-format';
import type { JourneyEditorSlots } from '../journey-slots';
import { JourneyPreviewDialog } from './conditions/journey-preview-dialog';
import { StageItem } from './stage-item';

export function JourneyEditor({ journey, slots = {} }: { journey: JourneyDto; slots?: JourneyEditorSlots }) {
  const readOnly = isBuiltin(journey);
  const [initial] = useState(() => draftFromJourney(journey));
  const [draft, dispatch] = useReducer(draftReducer, initial);
  const [baseline] = useState(() => draftSignature(initial));
  const [openKeys, setOpenKeys] = useState<Set<string>>(
    () => new Set(initial.stages[0] ? [initial.stages[0].key] : []),
  );
  const [stageToDelete, setStageToDelete] = useState<DraftStage | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [nameError, setNameError] = useState<string>();
  const focusAfterMove = useRef<{ key: string; action: 'up' | 'down' } | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = { intro: useId(), introHint: useId(), name: useId(), description: useId() };

  const detailsPath = `/journeys/${encodeURIComponent(journey.id)}`;
  const dirty = !readOnly && draftSignature(draft) !== baseline;
  const { blocker, allowLeaving } = useUnsavedChanges(dirty);

  const { duplicateJourney, duplicatingId } = useJourneyActions({
    onDuplicated: (copy) => navigate(`/journeys/${encodeURIComponent(copy.id)}/stages`),
  });

  const save = useMutation({
    // One request: a failure can never leave the name saved without the stages, or the reverse.
    mutationFn: () => saveJourney(journey.id, toSaveInput(draft)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(journeyKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: journeyKeys.list() });
      toast.success(JOURNEY_MESSAGES.saved);
      allowLeaving();
      await navigate(detailsPath);
    },
    onError: (error) => {
      toast.error(error instanceof Error && error.message ? error.message : JOURNEY_MESSAGES.saveFailed);
    },
  });

  const submit = () => {
    if (!draft.name.trim()) {
      setNameError('Journey name is required');
      document.getElementById(ids.name)?.focus();
      toast.error('Journey name is required');
      return;
    }
    // The server refuses an untitled agreement too; open the stage so its Title field is in view.
    const untitled = draft.stages.find((s) => s.stepType === 'agreement' && !s.agreement?.title.trim());
    if (untitled) {
      setOpenKeys((keys) => new Set(keys).add(untitled.key));
      toast.error(AGREEMENT_MESSAGES.titleRequired);
      return;
    }
    // Likewise a payment stage without a title.
    const unnamed = draft.stages.find((s) => s.stepType === 'payment' && !s.payment?.title.trim());
    if (unnamed) {
      setOpenKeys((keys) => new Set(keys).add(unnamed.key));
      toast.error(PAYMENT_MESSAGES.titleRequired);
      return;
    }
    save.mutate();
  };

  const toggle = (key: string) =>
    setOpenKeys((keys) => {
      const next = new Set(keys);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const addStage = () => {
    const key = newId();
    dispatch({ type: 'addStage', key });
    setOpenKeys((keys) => new Set(keys).add(key));
    // Bring the new stage into view once it renders.
    requestAnimationFrame(() => {
      const item = document.querySelector(`[data-stage-key="${key}"]`);
      item?.scrollIntoView({ block: 'center' });
      item?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
    });
  };

  const moveStage = (key: string, by: -1 | 1) => {
    focusAfterMove.current = { key, action: by === -1 ? 'up' : 'down' };
    dispatch({ type: 'moveStage', key, by });
  };

  // Moving re-orders the list; keep keyboard focus on the moved stage's button.
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    focusAfterMove.current = null;
    const item = document.querySelector(`[data-stage-key="${pending.key}"]`);
    const same = item?.querySelector<HTMLButtonElement>(`[data-action="${pending.action}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-action="${pending.action === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  });

  const askDeleteStage = (stage: DraftStage) => {
    if (stage.submissionCount > 0) {
      setStageToDelete(stage);
      setDeleteOpen(true);
    } else {
      dispatch({ type: 'removeStage', key: stage.key });
    }
  };

  const stages = draft.stages;
  // What each stage's conditions may point at, and the rules that cannot be evaluated (one pass per edit).
  const conditions = useMemo(() => stagesConditions(stages), [stages]);
  // A payment stage's balance may wait for a milestone stage: the saved ones (a new one has no id yet).
  const milestones = stages.flatMap((s, i) =>
    s.stepType === 'milestone' && s.id ? [{ id: s.id, name: stageTitle(s.name, i) }] : [],
  );

  return (
    <div className="pb-4">
      <PageHeader
        title={journey.name}
        documentTitle={`Edit ${journey.name}`}
        description={
          readOnly
            ? 'A built-in template: look through its stages, questions and welcome message, then make a copy to change it.'
            : "Arrange the stages, their form fields and the welcome message at the top of your clients' portal."
        }
        back={{ to: detailsPath, label: 'Back' }}
      />

      <div className="space-y-6">
        {readOnly ? (
          <div
            role="status"
            className="flex flex-col gap-4 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:p-5"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-amber-700 ring-1 ring-amber-200">
              <Lock aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1 text-sm text-amber-900">
              <p className="font-semibold">This is a built-in template</p>
              <p className="mt-0.5">{JOURNEY_MESSAGES.builtinReadOnly}</p>
            </div>
            <Button
              onClick={() => duplicateJourney(journey)}
              busy={duplicatingId === journey.id}
              busyText="Duplicating..."
              className="w-full sm:w-auto"
            >
              <Copy aria-hidden="true" className="size-4" />
              Duplicate to edit
            </Button>
          </div>
        ) : null}

        <Card className="p-5 sm:p-6">
          <h2 className="text-base font-semibold text-slate-900">Journey Details</h2>
          <fieldset disabled={readOnly} className="mt-4 grid min-w-0 gap-4 sm:grid-cols-2">
            <legend className="sr-only">Journey Details</legend>
            <div className="space-y-1.5">
              <Label htmlFor={ids.name}>Journey Name</Label>
              <Input
                id={ids.name}
                value={draft.name}
                maxLength={200}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${ids.name}-error` : undefined}
                onChange={(event) => {
                  dispatch({ type: 'details', name: event.target.value });
                  setNameError(undefined);
                }}
              />
              {nameError ? (
                <p id={`${ids.name}-error`} className="text-sm text-red-700">
                  {nameError}
                </p>
              ) : null}
            </div>
            <div className="space-y-1.5 sm:col-span-2">
              <Label htmlFor={ids.description}>Journey Description</Label>
              <Textarea
                id={ids.description}
                value={draft.description}
                maxLength={2000}
                rows={2}
                placeholder="Who this journey is for and what it covers"
                onChange={(event) => dispatch({ type: 'details', description: event.target.value })}
              />
            </div>
          </fieldset>
        </Card>

        <Card className="p-5 sm:p-6">
          <h2 id={ids.intro} className="text-base font-semibold text-slate-900">
            Client Portal Welcome Message
          </h2>
          <p id={ids.introHint} className="mt-1 mb-4 text-sm text-slate-600">
            Shown at the top of your clients' portal, below the phase overview. Greet them and explain how it works.
          </p>
          <Suspense fallback={<Skeleton className="h-48 rounded-lg" />}>
            <RichTextEditor
              initialHtml={initial.introText}
              editable={!readOnly}
              labelledBy={ids.intro}
              describedBy={ids.introHint}
              onChange={(html) => dispatch({ type: 'intro', html })}
            />
          </Suspense>
        </Card>

        <section aria-labelledby="journey-stages-heading" className="space-y-3">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="journey-stages-heading" className="text-lg font-semibold text-slate-900">
              Journey Stages
            </h2>
            <span className="flex items-center gap-3">
              <span className="text-sm text-slate-500">{plural(stages.length, 'stage')}</span>
              {stages.length ? <JourneyPreviewDialog stages={stages} /> : null}
            </span>
          </div>

          {stages.length === 0 ? (
            <Card className="flex flex-col items-center px-6 py-12 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700">
                <Layers aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-base font-semibold text-slate-900">No stages yet</h3>
              <p className="mt-1 max-w-md text-sm text-slate-600">
                Each stage is a step your client completes: a questionnaire, a milestone with deliverables, or a
                testimonial request.
              </p>
              {readOnly ? null : (
                <Button className="mt-6" onClick={addStage}>
                  <Plus aria-hidden="true" className="size-4" />
                  Add First Stage
                </Button>
              )}
            </Card>
          ) : (
            <>
              <ol className="space-y-3">
                {stages.map((stage, index) => (
                  <StageItem
                    key={stage.key}
                    journeyId={journey.id}
                    slots={slots}
                    milestones={milestones}
                    conditions={conditions(index)}
                    stage={stage}
                    index={index}
                    total={stages.length}
                    open={openKeys.has(stage.key)}
                    readOnly={readOnly}
                    onToggle={() => toggle(stage.key)}
                    dispatch={dispatch}
                    onMove={(by) => moveStage(stage.key, by)}
                    onDelete={() => askDeleteStage(stage)}
                  />
                ))}
              </ol>
              {readOnly ? null : (
                <button
                  type="button"
                  onClick={addStage}
                  className="flex w-full cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 px-4 py-4 text-sm font-medium text-slate-700 transition-colors duration-150 hover:border-primary-500 hover:bg-primary-50/60 hover:text-primary-800"
                >
                  <Plus aria-hidden="true" className="size-4" />
                  Add Stage
                </button>
              )}
            </>
          )}
        </section>
      </div>

      {readOnly ? null : (
        <div className="sticky bottom-3 z-30 mt-8 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur sm:flex-row sm:items-center sm:justify-between sm:px-5">
          <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
            <span
              aria-hidden="true"
              className={dirty ? 'size-2 rounded-full bg-amber-500' : 'size-2 rounded-full bg-emerald-500'}
            />
            {dirty ? 'You have unsaved changes' : 'No unsaved changes'}
          </p>
          <div className="flex gap-3">
            <Button asChild variant="secondary" className="flex-1 sm:flex-none">
              <Link to={detailsPath}>Cancel</Link>
            </Button>
            <Button onClick={submit} busy={save.isPending} busyText="Saving..." className="flex-1 sm:flex-none">
              Save Changes
            </Button>
          </div>
        </div>
      )}

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
        variant="warning"
        title="Leave without saving?"
        message="You have unsaved changes to this journey. If you leave now, they will be lost."
        confirmLabel="Leave without saving"
        cancelLabel="Keep editing"
      />

      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        onConfirm={() => {
          if (stageToDelete) dispatch({ type: 'removeStage', key: stageToDelete.key });
          setDeleteOpen(false);
        }}
        variant="warning"
        title="Delete this stage?"
        message={
          stageToDelete
            ? `Clients have already answered "${stageToDelete.name.trim() || 'this stage'}" (${plural(stageToDelete.submissionCount, 'answer')}). The stage will be removed from this journey when you save, but the answers your clients gave are kept.`
            : ''
        }
        confirmLabel="Delete Stage"
        cancelLabel="Keep stage"
      />
    </div>
  );
}
