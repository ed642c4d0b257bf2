import { Check, ChevronLeft, ChevronRight, PartyPopper, Star, Upload } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import {
  journeyPercent,
  SAMPLE_PHASES,
  SAMPLE_STAGES,
  TESTIMONIAL_MAX,
  TESTIMONIAL_MIN_RECOMMENDED,
} from '../lib/sample-journey-data';

const UPDATE_OPTIONS = ['Email (Weekly Updates)', 'Slack (Real-time)', 'Project Dashboard Only', 'Email + Slack'];
const LOGO_OPTIONS = ['A', 'B', 'C'] as const;
const NAV_OPTIONS = ['Standard navigation', 'Mega menu', 'Sidebar navigation', 'Custom layout'];

/** The hero's interactive demo: a client's view of an 8-stage journey (docs/product.md#landing-page). Static content, local state only. */
export default function SampleJourney() {
  const [index, setIndex] = useState(0);
  const [completed, setCompleted] = useState(false);
  const percent = journeyPercent(index, completed);
  const stage = SAMPLE_STAGES[index]!;
  const last = index === SAMPLE_STAGES.length - 1;
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto w-full max-w-lg rounded-2xl border border-slate-200 bg-white shadow-xl shadow-primary-900/5"
    >
      <div className="border-b border-slate-100 px-5 pt-5 pb-4 sm:px-6">
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-xl bg-primary-600 text-sm font-bold text-white">
            N
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-sm font-semibold text-slate-900">
              Sample journey · North Studio
            </h2>
            <p className="text-xs text-slate-500">What your client sees. Click through it.</p>
          </div>
        </div>
        <div className="mt-4 flex items-center justify-between text-xs font-medium text-slate-600">
          <span>{completed ? 'All stages done' : `Stage ${index + 1} of ${SAMPLE_STAGES.length}`}</span>
          <span className="tabular-nums" data-testid="journey-percent">
            {percent}% Complete
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Sample journey progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className="h-full rounded-full bg-primary-600 transition-[width] duration-300 motion-reduce:transition-none"
            style={{ width: `${percent}%` }}
          />
        </div>
        <ol className="mt-4 grid grid-cols-3 gap-2" aria-label="Phases">
          {SAMPLE_PHASES.map((phase) => {
            const stages = SAMPLE_STAGES.map((s, i) => ({ ...s, i })).filter((s) => s.phase === phase);
            const active = stage.phase === phase && !completed;
            return (
              <li key={phase} className="min-w-0">
                <p className={cn('truncate text-[11px] font-semibold', active ? 'text-primary-700' : 'text-slate-500')}>
                  {phase}
                </p>
                <div className="mt-1 flex gap-1">
                  {stages.map((s) => (
                    <button
                      key={s.name}
                      type="button"
                      aria-label={`${s.name} (${phase})`}
                      aria-current={s.i === index && !completed ? 'step' : undefined}
                      onClick={() => {
                        setCompleted(false);
                        setIndex(s.i);
                      }}
                      className={cn(
                        'h-1.5 flex-1 cursor-pointer rounded-full',
                        completed || s.i < index ? 'bg-primary-500' : s.i === index ? 'bg-primary-300' : 'bg-slate-200',
                      )}
                    />
                  ))}
                </div>
              </li>
            );
          })}
        </ol>
      </div>

      <div className="min-h-[19rem] px-5 py-5 sm:px-6" aria-live="polite">
        {completed ? (
          <div className="flex h-full flex-col items-center justify-center py-6 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700">
              <PartyPopper aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">Journey complete</h3>
            <p className="mt-2 max-w-xs text-sm text-pretty text-slate-600">
              Your client answered every question, approved the work and left a testimonial you may publish. You sent no
              reminders.
            </p>
          </div>
        ) : (
          <>
            <p className="text-xs font-semibold tracking-wide text-primary-700 uppercase">{stage.phase}</p>
            <h3 className="mt-1 text-lg font-semibold text-slate-900">{stage.name}</h3>
            <div className="mt-3">
              <StageContent name={stage.name} />
            </div>
          </>
        )}
      </div>

      <div className="flex items-center justify-between gap-3 border-t border-slate-100 px-5 py-4 sm:px-6">
        <button
          type="button"
          onClick={() => (completed ? setCompleted(false) : setIndex((i) => Math.max(0, i - 1)))}
          disabled={index === 0 && !completed}
          className="inline-flex h-10 cursor-pointer items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </button>
        {completed ? (
          <button
            type="button"
            onClick={() => {
              setCompleted(false);
              setIndex(0);
            }}
            className="inline-flex h-10 cursor-pointer items-center rounded-lg px-3 text-sm font-medium text-primary-700 hover:bg-primary-50"
          >
            Start over
          </button>
        ) : (
          <button
            type="button"
            onClick={() => (last ? setCompleted(true) : setIndex((i) => i + 1))}
            className="inline-flex h-10 cursor-pointer items-center gap-1 rounded-lg bg-primary-600 px-4 text-sm font-semibold text-white hover:bg-primary-700"
          >
            {last ? 'Complete' : 'Next'}
            {last ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <ChevronRight aria-hidden="true" className="size-4" />
            )}
          </button>
        )}
      </div>
    </section>
  );
}

function StageContent({ name }: { name: (typeof SAMPLE_STAGES)[number]['name'] }) {
  switch (name) {
    case 'How We Work':
      return (
        <div className="space-y-3 text-sm text-slate-600">
          <p>Welcome, Jordan! Here is how our six weeks together will go:</p>
          <ul className="space-y-2">
            {[
              'Week 1: discovery questions and a kickoff call',
              'Weeks 2-4: logo, site structure and website drafts',
              'Weeks 5-6: your review, final files and launch',
            ].map((line) => (
              <li key={line} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-600" />
                {line}
              </li>
            ))}
          </ul>
          <p>Each step waits for you here. You will never need to dig through email.</p>
        </div>
      );
    case 'Discovery':
      return (
        <div className="space-y-3">
          <DemoField label="Business name">
            {(id) => <input id={id} className={inputClass} defaultValue="Jordan Lee Photography" />}
          </DemoField>
          <DemoField label="What should your new website achieve?">
            {(id) => (
              <textarea
                id={id}
                className={cn(inputClass, 'h-20 resize-none py-2')}
                defaultValue="More wedding bookings from people who already love my style."
              />
            )}
          </DemoField>
        </div>
      );
    case 'Management':
      return <ChoiceGroup legend="How would you like to receive project updates?" options={UPDATE_OPTIONS} />;
    case 'Logo':
      return <LogoChoice />;
    case 'Structure':
      return <ChoiceGroup legend="Which navigation fits your site best?" options={NAV_OPTIONS} />;
    case 'Website':
      return (
        <div className="space-y-3 text-sm text-slate-600">
          <div className="overflow-hidden rounded-xl border border-slate-200">
            <div className="flex gap-1 border-b border-slate-200 bg-slate-50 px-3 py-2" aria-hidden="true">
              <span className="size-2 rounded-full bg-slate-300" />
              <span className="size-2 rounded-full bg-slate-300" />
              <span className="size-2 rounded-full bg-slate-300" />
            </div>
            <div className="space-y-2 p-4" aria-hidden="true">
              <div className="h-3 w-1/2 rounded bg-slate-200" />
              <div className="h-16 rounded-lg bg-primary-100" />
              <div className="grid grid-cols-3 gap-2">
                <div className="h-8 rounded bg-slate-100" />
                <div className="h-8 rounded bg-slate-100" />
                <div className="h-8 rounded bg-slate-100" />
              </div>
            </div>
          </div>
          <p>Website draft v2 is ready. Approve it or request changes.</p>
        </div>
      );
    case 'Review':
      return <TestimonialDemo />;
    case 'Consent':
      return (
        <div className="space-y-3 text-sm text-slate-600">
          <blockquote className="rounded-xl bg-slate-50 p-3 text-slate-700 italic">
            “North Studio made the whole project feel effortless. I always knew what was next.” — Jordan Lee
          </blockquote>
          <label className="flex items-start gap-2">
            <input type="checkbox" defaultChecked className="mt-0.5 size-4 accent-primary-600" />
            <span>I agree that North Studio may publish my testimonial with my name.</span>
          </label>
        </div>
      );
  }
}

const inputClass =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-primary-500 focus:ring-2 focus:ring-primary-200 focus:outline-none';

function DemoField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A demo question with one answer to pick: each option a bordered tile that lights up when picked. */
function DemoChoices<T extends string>({
  legend,
  options,
  initial,
  className,
  optionClassName,
  children,
}: {
  legend: string;
  options: readonly T[];
  initial: T | undefined;
  /** The options' grid. */
  className: string;
  optionClassName: string;
  /** An option's content around its radio button. */
  children: (option: T, radio: ReactNode) => ReactNode;
}) {
  const [picked, setPicked] = useState(initial);
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className={className}>
        {options.map((option) => (
          // biome-ignore lint/a11y/noLabelWithoutControl: the radio button is in children's content
          <label
            key={option}
            className={cn(
              optionClassName,
              picked === option ? 'border-primary-400 bg-primary-50 text-slate-900' : 'border-slate-200 text-slate-700',
            )}
          >
            {children(
              option,
              <input
                type="radio"
                name={name}
                checked={picked === option}
                onChange={() => setPicked(option)}
                className="accent-primary-600"
              />,
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ChoiceGroup({ legend, options }: { legend: string; options: string[] }) {
  return (
    <DemoChoices
      legend={legend}
      options={options}
      initial={options[0]}
      className="grid gap-2 sm:grid-cols-2"
      optionClassName="flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm"
    >
      {(option, radio) => (
        <>
          {radio}
          {option}
        </>
      )}
    </DemoChoices>
  );
}

const LOGO_SHAPES = { A: 'rounded-full', B: 'rounded-xl', C: 'rotate-45 rounded-md' };

function LogoChoice() {
  return (
    <DemoChoices
      legend="Pick your favourite logo concept"
      options={LOGO_OPTIONS}
      initial="B"
      className="grid grid-cols-3 gap-2"
      optionClassName="flex cursor-pointer flex-col items-center gap-2 rounded-xl border p-3 text-sm font-medium"
    >
      {(option, radio) => (
        <>
          <span aria-hidden="true" className={cn('size-10 bg-primary-600/80', LOGO_SHAPES[option])} />
          <span className="flex items-center gap-1.5">
            {radio}
            Logo {option}
          </span>
        </>
      )}
    </DemoChoices>
  );
}

function TestimonialDemo() {
  const [text, setText] = useState('Working with North Studio was a joy. ');
  const [rating, setRating] = useState(5);
  const id = useId();
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-1" role="radiogroup" aria-label="Rating">
        {[1, 2, 3, 4, 5].map((n) => (
          // biome-ignore lint/a11y/useSemanticElements: a star row reads better than radio inputs in a small demo
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={rating === n}
            aria-label={`${n} star${n === 1 ? '' : 's'}`}
            onClick={() => setRating(n)}
            className="cursor-pointer rounded p-0.5"
          >
            <Star
              aria-hidden="true"
              className={cn('size-5', n <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
            />
          </button>
        ))}
      </div>
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
          Your testimonial
        </label>
        <textarea
          id={id}
          value={text}
          maxLength={TESTIMONIAL_MAX}
          onChange={(event) => setText(event.target.value)}
          className={cn(inputClass, 'h-20 resize-none py-2')}
        />
        <div className="mt-1 flex justify-between text-xs text-slate-500">
          <span>
            {TESTIMONIAL_MIN_RECOMMENDED}-{TESTIMONIAL_MAX} characters recommended
          </span>
          <span className="tabular-nums">
            {text.length}/{TESTIMONIAL_MAX}
          </span>
        </div>
      </div>
      <div className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 px-3 py-2 text-xs text-slate-500">
        <Upload aria-hidden="true" className="size-4" />
        PNG, JPG, PDF up to 10MB each
      </div>
    </div>
  );
}
