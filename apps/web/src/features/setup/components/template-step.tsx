import { useQuery } from '@tanstack/react-query';
import { CircleAlert, Search, SearchX } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { journeyListQuery } from '../../../api/journeys';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useChooseTemplate } from '../api/setup-api';
import type { WizardJourney } from '../lib/wizard-state';
import { filterTemplates, SCRATCH, wizardTemplates } from '../lib/wizard-templates';
import { SETUP_MESSAGES } from '../setup-messages';
import { StepFrame } from './step-frame';
import { StepMessage } from './step-message';
import { TemplateIcon } from './template-icon';

interface TemplateStepProps {
  selected: string | null;
  journey: WizardJourney | null;
  onSelect: (key: string) => void;
  onBack: () => void;
  onNext: (journey: WizardJourney) => void;
}

/** Step 3: the ten built-in journeys and 'Start from Scratch', searchable by name or description. */
export function TemplateStep({ selected, journey, onSelect, onBack, onNext }: TemplateStepProps) {
  const journeys = useQuery(journeyListQuery());
  const choose = useChooseTemplate();
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string>();
  const searchId = useId();
  const templates = useMemo(() => wizardTemplates(journeys.data ?? []), [journeys.data]);
  const shown = filterTemplates(templates, query);

  const next = () => {
    const template = templates.find((t) => t.key === selected);
    if (!template || !journeys.data) {
      setError(SETUP_MESSAGES.selectTemplate);
      return;
    }
    choose.mutate(
      { template, journeys: journeys.data, current: journey },
      {
        onSuccess: onNext,
        onError: (e) => {
          const message = e.message || SETUP_MESSAGES.journeyFailed;
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <StepFrame
      title={SETUP_MESSAGES.templateTitle}
      description={SETUP_MESSAGES.templateBody}
      onBack={onBack}
      backDisabled={choose.isPending}
      onSubmit={next}
      actions={
        <Button type="submit" busy={choose.isPending} busyText={SETUP_MESSAGES.saving} disabled={!journeys.data}>
          {SETUP_MESSAGES.continue}
        </Button>
      }
    >
      {journeys.isError ? (
        <StepMessage
          tone="error"
          icon={CircleAlert}
          title={SETUP_MESSAGES.templatesFailed}
          body={journeys.error.message}
          action={
            <Button
              variant="secondary"
              className="mt-5"
              busy={journeys.isFetching}
              onClick={() => void journeys.refetch()}
            >
              {SETUP_MESSAGES.tryAgain}
            </Button>
          }
        />
      ) : (
        <div className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor={searchId}>{SETUP_MESSAGES.searchLabel}</Label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              />
              <Input
                id={searchId}
                type="search"
                value={query}
                placeholder={SETUP_MESSAGES.searchPlaceholder}
                className="pl-9"
                autoComplete="off"
                onChange={(event) => setQuery(event.target.value)}
                // Enter in the search box filters; it does not submit the step.
                onKeyDown={(event) => {
                  if (event.key === 'Enter') event.preventDefault();
                }}
              />
            </div>
          </div>
          {error ? (
            <p role="alert" className="flex items-center gap-2 text-sm font-medium text-red-700">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {error}
            </p>
          ) : null}
          {!journeys.data ? (
            <div aria-busy="true" className="grid gap-3 sm:grid-cols-2">
              <span className="sr-only">Loading...</span>
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <Skeleton key={i} className="h-24 w-full rounded-xl" />
              ))}
            </div>
          ) : shown.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
              <SearchX aria-hidden="true" className="size-8 text-slate-400" />
              <p className="mt-3 font-medium text-slate-900">{SETUP_MESSAGES.noTemplates(query.trim())}</p>
              <Button variant="secondary" size="sm" className="mt-4" onClick={() => setQuery('')}>
                {SETUP_MESSAGES.clearSearch}
              </Button>
            </div>
          ) : (
            <fieldset>
              <legend className="sr-only">{SETUP_MESSAGES.templateTitle}</legend>
              <div
                data-testid="template-list"
                className="-mx-1 grid max-h-96 gap-3 overflow-y-auto overscroll-contain p-1 sm:grid-cols-2"
              >
                {shown.map((t) => (
                  <label
                    key={t.key}
                    className={cn(
                      'relative flex cursor-pointer gap-3 rounded-xl border bg-white p-4 transition-[border-color,box-shadow] duration-150 motion-reduce:transition-none',
                      'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600',
                      selected === t.key
                        ? 'border-primary-600 shadow-sm ring-1 ring-primary-600'
                        : 'border-slate-200 hover:border-slate-300 hover:shadow-sm',
                      t.key === SCRATCH && selected !== t.key && 'border-dashed',
                    )}
                  >
                    <input
                      type="radio"
                      name="template"
                      value={t.key}
                      checked={selected === t.key}
                      onChange={() => {
                        onSelect(t.key);
                        setError(undefined);
                      }}
                      // Over the whole card: the card is the control, and a click anywhere picks it.
                      className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
                    />
                    <TemplateIcon templateKey={t.key} selected={selected === t.key} />
                    <span className="min-w-0 flex-1">
                      <span className="flex items-start justify-between gap-2">
                        <span className="font-medium text-slate-900">{t.name}</span>
                        <span className="shrink-0 pt-0.5 text-xs text-slate-500 tabular-nums">
                          {SETUP_MESSAGES.stages(t.stageCount)}
                        </span>
                      </span>
                      <span className="mt-1 line-clamp-2 text-sm text-slate-600">{t.description}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </div>
      )}
    </StepFrame>
  );
}
