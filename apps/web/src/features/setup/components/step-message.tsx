import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const TONES = {
  /** Something failed: the way out is the action. */
  error: { box: 'border-slate-200', icon: 'bg-red-50 text-red-600', body: 'mt-1 text-sm text-slate-600' },
  /** A step left out on purpose, still open to take back. */
  skipped: {
    box: 'border-dashed border-slate-300',
    icon: 'bg-slate-100 text-slate-600',
    body: 'mt-1 max-w-sm text-sm text-slate-600',
  },
};

/** A message in place of a step's content: an icon, a title, a line and the one action. */
export function StepMessage({
  tone,
  icon: Icon,
  title,
  body,
  action,
}: {
  tone: keyof typeof TONES;
  icon: LucideIcon;
  title: string;
  body: string;
  action: ReactNode;
}) {
  const classes = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={`flex flex-col items-center rounded-xl border ${classes.box} px-6 py-10 text-center`}
    >
      <span className={`grid size-12 place-items-center rounded-full ${classes.icon}`}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 font-semibold text-slate-900">{title}</p>
      <p className={classes.body}>{body}</p>
      {action}
    </div>
  );
}
