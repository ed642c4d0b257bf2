import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** The visible label, tied to the box. */
  label: string;
}

/** A native checkbox with its label beside it; the whole row is clickable. */
export function Checkbox({ label, className, id, ...props }: CheckboxProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <input
        id={inputId}
        type="checkbox"
        className="size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-primary-600 disabled:cursor-not-allowed"
        {...props}
      />
      <label htmlFor={inputId} className="cursor-pointer text-sm text-slate-800 select-none">
        {label}
      </label>
    </div>
  );
}
