import type { TestimonialDto } from '@bloom/core';
import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The published testimonials as checkboxes: the hand-picked set of a widget. */
export function TestimonialPicker({
  testimonials,
  picked,
  onToggle,
  error,
  errorId,
}: {
  testimonials: TestimonialDto[];
  picked: readonly string[];
  onToggle: (id: string) => void;
  error?: string | undefined;
  errorId: string;
}) {
  if (testimonials.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-500">
        No published testimonials to pick from yet.
      </p>
    );
  }
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="sr-only">Testimonials to show</legend>
      <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
        {testimonials.map((t) => {
          const checked = picked.includes(t.id);
          return (
            <li key={t.id}>
              <label
                className={cn(
                  'flex cursor-pointer items-start gap-3 px-3 py-2.5 text-sm hover:bg-slate-50',
                  checked && 'bg-primary-50/60',
                )}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => onToggle(t.id)}
                  className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary-600"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate font-medium text-slate-900">{t.clientName}</span>
                    {t.rating ? (
                      <span className="inline-flex shrink-0 items-center gap-0.5 text-xs text-slate-600">
                        <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
                        <span className="sr-only">Rated </span>
                        {t.rating}
                        <span className="sr-only"> out of 5</span>
                      </span>
                    ) : null}
                  </span>
                  <span className="line-clamp-2 text-slate-600">{t.content}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
