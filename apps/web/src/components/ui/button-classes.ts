import { cn } from '../../lib/cn';

/** Each variant's colours (design-tokens.test.ts checks their contrast). */
export const BUTTON_VARIANT_CLASSES = {
  primary: 'bg-primary-600 text-white shadow-sm hover:bg-primary-700 active:bg-primary-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 active:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
  link: 'text-primary-700 underline-offset-4 hover:underline',
} as const;

const sizes = {
  sm: 'h-8 gap-1.5 rounded-lg px-3 text-sm',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-xl px-6 text-base',
  icon: 'size-10 rounded-lg',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANT_CLASSES;
export type ButtonSize = keyof typeof sizes;

/** Button looks for links and plain buttons; kept apart from Button so it does not pull in Radix Slot. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center font-medium whitespace-nowrap transition-[color,background-color,border-color] duration-150',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    // A busy button still says something ('Saving...'): it keeps its colours, so its text keeps AA contrast.
    'aria-busy:cursor-progress aria-busy:opacity-100',
    variant === 'link' ? 'h-auto p-0' : sizes[size],
    BUTTON_VARIANT_CLASSES[variant],
    className,
  );
}
