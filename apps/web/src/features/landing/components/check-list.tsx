import { Check, X } from 'lucide-react';

/**
 * A list of short lines, each behind a bold mark: a check for what one gets, or (`crossed`) a
 * cross for what one leaves behind.
 */
export function CheckList({
  items,
  className,
  crossed = false,
}: {
  items: readonly string[];
  /** The list's margin and spacing. */
  className: string;
  crossed?: boolean;
}) {
  return (
    <ul className={className}>
      {items.map((line) => (
        <li key={line} className={`flex items-start gap-3 text-sm ${crossed ? 'text-slate-600' : 'text-slate-700'}`}>
          {crossed ? (
            <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-500" strokeWidth={3} />
          ) : (
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-600" strokeWidth={3} />
          )}
          {line}
        </li>
      ))}
    </ul>
  );
}
