import { Check } from 'lucide-react';

const PHASES = [
  { name: 'Onboarding', done: 3, total: 3 },
  { name: 'Deliverables', done: 1, total: 3 },
  { name: 'Feedback', done: 0, total: 2 },
];

const STEPS = [
  { name: 'Discovery questionnaire', state: 'done' },
  { name: 'Logo concepts', state: 'done' },
  { name: 'Website structure', state: 'current' },
  { name: 'Final review', state: 'next' },
] as const;

/** A static picture of a client portal: brand, phase tiles and the next step. */
export function PortalPreview() {
  return (
    <div
      role="img"
      aria-label="Example client portal showing three phases and the client's next step"
      className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-primary-900/5 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-primary-600 text-base font-bold text-white">
          N
        </span>
        <div>
          <p className="text-sm font-semibold text-slate-900">North Studio</p>
          <p className="text-xs text-slate-500">Welcome back, Jordan</p>
        </div>
      </div>
      <div className="mt-5 grid grid-cols-3 gap-2">
        {PHASES.map((phase) => (
          <div key={phase.name} className="rounded-xl border border-slate-200 p-2.5">
            <p className="truncate text-[11px] font-medium text-slate-600">{phase.name}</p>
            <p className="mt-0.5 text-sm font-semibold text-slate-900 tabular-nums">
              {phase.done}/{phase.total}
            </p>
            <div className="mt-2 h-1.5 rounded-full bg-slate-100">
              <div
                className="h-1.5 rounded-full bg-primary-500"
                style={{ width: `${(phase.done / phase.total) * 100}%` }}
              />
            </div>
          </div>
        ))}
      </div>
      <ul className="mt-5 space-y-2">
        {STEPS.map((step) => (
          <li
            key={step.name}
            className={
              step.state === 'current'
                ? 'flex items-center gap-3 rounded-xl border border-primary-300 bg-primary-50 px-3 py-2.5'
                : 'flex items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5'
            }
          >
            <span
              className={
                step.state === 'done'
                  ? 'flex size-5 items-center justify-center rounded-full bg-primary-600 text-white'
                  : step.state === 'current'
                    ? 'size-5 rounded-full border-2 border-primary-600 bg-white'
                    : 'size-5 rounded-full border-2 border-slate-300'
              }
            >
              {step.state === 'done' ? <Check className="size-3" strokeWidth={3} /> : null}
            </span>
            <span className={step.state === 'next' ? 'text-sm text-slate-500' : 'text-sm font-medium text-slate-800'}>
              {step.name}
            </span>
            {step.state === 'current' ? (
              <span className="ml-auto rounded-full bg-primary-600 px-2 py-0.5 text-[11px] font-medium text-white">
                Next
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
