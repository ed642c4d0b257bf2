import { Check, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';

interface PlannedSettingsPageProps {
  title: string;
  description: string;
  icon: LucideIcon;
  /** What the page will let the owner do, one line each. */
  plans: string[];
  /** How things work until then. */
  today: ReactNode;
  /** The one useful place to go meanwhile. */
  action: ReactNode;
}

/** A settings page not built yet: it says plainly what it will do and what happens today. No fake form. */
export function PlannedSettingsPage({
  title,
  description,
  icon: Icon,
  plans,
  today,
  action,
}: PlannedSettingsPageProps) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        back={{ to: '/settings/workspace', label: 'Back to Settings' }}
      />
      <Card className="p-5 sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-600">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1 space-y-4">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-base font-semibold text-slate-900">Not available yet</h2>
              <Badge tone="amber">Coming in a later update</Badge>
            </div>
            <div className="space-y-2">
              <p className="text-sm font-medium text-slate-800">When it arrives, you will be able to:</p>
              <ul className="space-y-2">
                {plans.map((plan) => (
                  <li key={plan} className="flex gap-2 text-sm text-slate-600">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
                    {plan}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
              <span className="font-medium text-slate-900">Until then: </span>
              {today}
            </div>
            <div className="flex flex-wrap gap-3">{action}</div>
          </div>
        </div>
      </Card>
    </>
  );
}
