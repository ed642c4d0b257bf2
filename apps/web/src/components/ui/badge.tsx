import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Each tone's colours (design-tokens.test.ts checks their contrast). */
export const BADGE_TONE_CLASSES = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  primary: 'bg-primary-50 text-primary-800 ring-primary-600/25',
  teal: 'bg-teal-50 text-teal-800 ring-teal-600/25',
  blue: 'bg-blue-50 text-blue-800 ring-blue-600/25',
  orange: 'bg-orange-50 text-orange-800 ring-orange-600/25',
  purple: 'bg-purple-50 text-purple-800 ring-purple-600/25',
  indigo: 'bg-indigo-50 text-indigo-800 ring-indigo-600/25',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  red: 'bg-red-50 text-red-800 ring-red-600/25',
} as const;

export type BadgeTone = keyof typeof BADGE_TONE_CLASSES;

interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

/** A small rounded label (status, type, "Default"); text colours pass WCAG AA on their tint. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        BADGE_TONE_CLASSES[tone],
        className,
      )}
      {...props}
    />
  );
}
