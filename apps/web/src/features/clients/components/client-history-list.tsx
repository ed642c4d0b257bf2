import type { HistoryCategory, HistoryItem } from '@bloom/core';
import { CreditCard, Eraser, FileSignature, type LucideIcon, Mail, Route, ShieldCheck } from 'lucide-react';
import { formatOwnerDateTime } from '../../../lib/owner-dates';
import { actorLabel, relativeTime } from '../history-format';

/** One icon and tint per category, so the kinds read apart at a glance. */
const LOOK: Record<HistoryCategory, { icon: LucideIcon; tint: string }> = {
  consent: { icon: ShieldCheck, tint: 'bg-emerald-50 text-emerald-700' },
  email: { icon: Mail, tint: 'bg-sky-50 text-sky-700' },
  journey: { icon: Route, tint: 'bg-primary-50 text-primary-700' },
  agreement: { icon: FileSignature, tint: 'bg-violet-50 text-violet-700' },
  payment: { icon: CreditCard, tint: 'bg-amber-50 text-amber-800' },
  privacy: { icon: Eraser, tint: 'bg-rose-50 text-rose-700' },
};

/** The timeline: each item's icon, sentence, who acted and when (relative, the exact time on hover and for readers). */
export function ClientHistoryList({ items, label, now }: { items: HistoryItem[]; label: string; now?: number }) {
  return (
    <ol className="space-y-4 px-5 py-5 sm:px-6" aria-label={label}>
      {items.map((item) => {
        const { icon: Icon, tint } = LOOK[item.category];
        const exact = formatOwnerDateTime(item.at);
        return (
          <li key={item.id} className="flex gap-3" data-category={item.category}>
            <span className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full ${tint}`}>
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="min-w-0">
              <p className="text-sm break-words text-slate-900">{item.text}</p>
              <p className="mt-0.5 text-xs text-slate-500">
                <span className="break-words">{actorLabel(item.actor)}</span>
                {' · '}
                <time dateTime={item.at} title={exact}>
                  {relativeTime(item.at, now)}
                  <span className="hidden sm:inline"> ({exact})</span>
                </time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
