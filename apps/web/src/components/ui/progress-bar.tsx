import { cn } from '../../lib/cn';

interface ProgressBarProps {
  percent: number;
  label: string;
  /** Read out instead of the bare number, e.g. '40%'. */
  valueText?: string;
  className?: string;
  /** The track's colours. */
  track?: string;
  /** The filled part's colour. */
  fill?: string;
}

/** A thin bar with its value for assistive technology (a journey's progress, an upload's). */
export function ProgressBar({
  percent,
  label,
  valueText,
  className,
  track = 'bg-slate-100',
  fill = 'bg-primary-600',
}: ProgressBarProps) {
  const value = Math.min(Math.max(Math.round(percent), 0), 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('h-2 w-full overflow-hidden rounded-full', track, className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-200 motion-reduce:transition-none', fill)}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
