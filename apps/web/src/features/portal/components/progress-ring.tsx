import { PORTAL_MESSAGES } from '@bloom/core';

const R = 18;
const CIRCUMFERENCE = 2 * Math.PI * R;

/** A phase's progress as a ring with 'completed/total' inside, named '2 of 3 done'. */
export function ProgressRing({ completed, total }: { completed: number; total: number }) {
  const share = total > 0 ? completed / total : 0;
  return (
    <svg
      role="img"
      aria-label={total > 0 ? PORTAL_MESSAGES.stagesDone(completed, total) : PORTAL_MESSAGES.noStagesInPhase}
      viewBox="0 0 44 44"
      className="size-11 shrink-0 -rotate-90"
    >
      <circle cx="22" cy="22" r={R} fill="none" strokeWidth="4" className="stroke-slate-200" />
      {share > 0 ? (
        <circle
          cx="22"
          cy="22"
          r={R}
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - share)}
          className="stroke-brand-mark transition-[stroke-dashoffset] duration-200 motion-reduce:transition-none"
        />
      ) : null}
      <text
        x="22"
        y="22"
        textAnchor="middle"
        dominantBaseline="central"
        transform="rotate(90 22 22)"
        className="fill-slate-800 text-[11px] font-semibold tabular-nums"
      >
        {total > 0 ? `${completed}/${total}` : '–'}
      </text>
    </svg>
  );
}
