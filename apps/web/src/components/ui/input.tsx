import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses = cn(
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs sm:text-sm',
  'placeholder:text-slate-500 transition-[border-color,background-color] duration-150',
  'focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600/30',
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
  'aria-invalid:border-red-500 aria-invalid:focus-visible:outline-red-500/30',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}
