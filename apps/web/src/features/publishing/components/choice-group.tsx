import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** A second line (a size, what it does). */
  hint?: string;
  icon?: LucideIcon;
}

/**
 * One choice among a few, as native radio buttons drawn as cards: arrow keys move between them,
 * the legend names the group, and tests find each by its label.
 */
export function ChoiceGroup<T extends string>({
  legend,
  choices,
  value,
  onChange,
  columns = 2,
  name,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  columns?: 1 | 2 | 4;
  name?: string;
}) {
  const fallback = useId();
  const group = name ?? fallback;
  return (
    <fieldset>
      <legend className="mb-2 block text-sm font-medium text-slate-800">{legend}</legend>
      <div
        className={cn(
          'grid gap-2',
          columns === 2 && 'grid-cols-2',
          columns === 4 && 'grid-cols-2 sm:grid-cols-4',
          columns === 1 && 'grid-cols-1',
        )}
      >
        {choices.map(({ value: v, label, hint, icon: Icon }) => {
          const checked = v === value;
          return (
            <label
              key={v}
              className={cn(
                'relative flex cursor-pointer items-start gap-2.5 rounded-lg border bg-white px-3 py-2.5 text-sm transition-colors duration-150',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                checked
                  ? 'border-primary-600 bg-primary-50 text-primary-900 ring-1 ring-primary-600'
                  : 'border-slate-300 text-slate-700 hover:border-slate-400 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name={group}
                value={v}
                checked={checked}
                onChange={() => onChange(v)}
                aria-describedby={hint ? `${group}-${v}-hint` : undefined}
                className="sr-only"
              />
              {Icon ? (
                <Icon
                  aria-hidden="true"
                  className={cn('mt-0.5 size-4 shrink-0', checked ? 'text-primary-700' : 'text-slate-500')}
                />
              ) : null}
              <span className="min-w-0">
                <span className="block font-medium">{label}</span>
                {hint ? (
                  <span id={`${group}-${v}-hint`} aria-hidden="true" className="block text-xs text-slate-500">
                    {hint}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
