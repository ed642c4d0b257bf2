import type { LandingComparison, VerdictKind } from '@bloom/core';
import { CircleCheck, Hourglass, type LucideIcon, Scale } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { planLabel } from '../landing-report-format';

const KINDS: Record<VerdictKind, { label: string; tone: BadgeTone; icon: LucideIcon; box: string; iconBox: string }> = {
  significant: {
    label: 'Significant',
    tone: 'teal',
    icon: CircleCheck,
    box: 'border-teal-300 bg-teal-50/60',
    iconBox: 'bg-teal-100 text-teal-700',
  },
  not_yet_significant: {
    label: 'Not yet significant',
    tone: 'amber',
    icon: Scale,
    box: 'border-amber-200 bg-amber-50/50',
    iconBox: 'bg-amber-100 text-amber-700',
  },
  not_enough_data: {
    label: 'Not enough data',
    tone: 'neutral',
    icon: Hourglass,
    box: 'border-slate-200 bg-white',
    iconBox: 'bg-slate-100 text-slate-600',
  },
};

/** The verdict over all plans, large, and each plan's below it; the messages are shown as the API wrote them. */
export function Verdicts({ comparisons }: { comparisons: readonly LandingComparison[] }) {
  const overall = comparisons.find((c) => c.plan === 'all');
  const perPlan = comparisons.filter((c) => c.plan !== 'all');
  return (
    <section aria-labelledby="verdict-heading" className="space-y-3">
      <h2 id="verdict-heading" className="text-lg font-semibold text-slate-900">
        Which variant converts best
      </h2>
      {overall ? <OverallVerdict comparison={overall} /> : null}
      {perPlan.length ? (
        <Card className="divide-y divide-slate-100">
          {perPlan.map((c) => {
            const kind = KINDS[c.kind];
            return (
              <div key={c.plan} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:gap-4 sm:px-6">
                <div className="flex shrink-0 items-center gap-2 sm:w-56">
                  <span className="w-14 text-sm font-semibold text-slate-900">{planLabel(c.plan)}</span>
                  <Badge tone={kind.tone}>{kind.label}</Badge>
                </div>
                <p className="min-w-0 text-sm text-slate-700">{c.message}</p>
              </div>
            );
          })}
        </Card>
      ) : null}
    </section>
  );
}

function OverallVerdict({ comparison }: { comparison: LandingComparison }) {
  const kind = KINDS[comparison.kind];
  const Icon = kind.icon;
  return (
    <div className={cn('flex gap-4 rounded-xl border p-4 shadow-xs sm:p-6', kind.box)}>
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-full sm:size-12', kind.iconBox)}>
        <Icon aria-hidden="true" className="size-5 sm:size-6" />
      </span>
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-slate-900">All plans</span>
          <Badge tone={kind.tone}>{kind.label}</Badge>
        </div>
        <p className="text-base font-medium text-slate-900 sm:text-lg">{comparison.message}</p>
        <p className="text-xs text-slate-600">
          Visit → sign-up rate, each variant against the leader, 95 % confidence corrected for the number of
          comparisons.
        </p>
      </div>
    </div>
  );
}
