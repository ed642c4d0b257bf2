import { passwordChecks, passwordStrength, type PasswordStrength as Strength } from '@bloom/core';
import { Check, X } from 'lucide-react';
import { cn } from '../../lib/cn';

const LEVELS: Record<Strength, { bars: number; text: string; bar: string }> = {
  Weak: { bars: 1, text: 'text-red-700', bar: 'bg-red-500' },
  Fair: { bars: 2, text: 'text-amber-700', bar: 'bg-amber-500' },
  Good: { bars: 3, text: 'text-primary-700', bar: 'bg-primary-500' },
  Strong: { bars: 4, text: 'text-emerald-700', bar: 'bg-emerald-600' },
};

/** Live strength meter (Weak/Fair/Good/Strong) and the five-item checklist (docs/product.md#passwords). */
export function PasswordStrength({ password }: { password: string }) {
  const strength = passwordStrength(password);
  const checks = passwordChecks(password);
  const empty = password.length === 0;
  const level = LEVELS[strength];
  return (
    <div className="space-y-3 rounded-lg bg-slate-50 p-3">
      <div className="flex items-center justify-between text-xs">
        <span className="text-slate-600">Password strength</span>
        <span aria-live="polite" className={cn('font-semibold', empty ? 'text-slate-500' : level.text)}>
          {strength}
        </span>
      </div>
      <div aria-hidden="true" className="grid grid-cols-4 gap-1.5">
        {[0, 1, 2, 3].map((i) => (
          <span
            key={i}
            className={cn(
              'h-1.5 rounded-full transition-colors duration-200',
              !empty && i < level.bars ? level.bar : 'bg-slate-200',
            )}
          />
        ))}
      </div>
      <ul className="grid gap-1.5 text-xs sm:grid-cols-2">
        {checks.map((check) => (
          <li
            key={check.id}
            className={cn('flex items-center gap-2', check.passed ? 'text-slate-800' : 'text-slate-500')}
          >
            <span
              className={cn(
                'flex size-4 shrink-0 items-center justify-center rounded-full',
                check.passed ? 'bg-emerald-100 text-emerald-700' : 'bg-slate-200 text-slate-500',
              )}
            >
              {check.passed ? (
                <Check aria-hidden="true" className="size-3" strokeWidth={3} />
              ) : (
                <X aria-hidden="true" className="size-3" strokeWidth={3} />
              )}
            </span>
            {check.label}
            <span className="sr-only">{check.passed ? '(done)' : '(missing)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
