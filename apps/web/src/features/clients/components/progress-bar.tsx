import { cn } from '../../../lib/cn';

/** A thin bar with its value for assistive technology. */
export function ProgressBar({ percent, label, className }: { percent: number; label: string; className?: string }) {
  const value = Math.min(Math.max(Math.round(percent), 0), 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div
        className="h-full rounded-full bg-primary-600 transition-[width] duration-200 motion-reduce:transition-none"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
