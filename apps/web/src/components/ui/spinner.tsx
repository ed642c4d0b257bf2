import { cn } from '../../lib/cn';

/** A CSS ring (no icon library needed, so it can show before any page code arrives). */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
    />
  );
}

/** A centred spinner with a visible label, for whole-page waits. */
export function PageSpinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex min-h-[50dvh] flex-col items-center justify-center gap-3', className)}>
      <Spinner className="size-8 border-[3px] text-primary-600" />
      <p className="text-sm text-slate-600">{label}</p>
    </div>
  );
}
