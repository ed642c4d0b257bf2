import { useQuery } from '@tanstack/react-query';
import { testimonialCountsQuery } from '../../../api/testimonials';
import { cn } from '../../../lib/cn';
import { pendingBadge } from './pending-badge';

/**
 * GET /api/testimonials/counts for the Testimonials menu: the testimonials page's own query
 * (src/api/testimonials.ts), so approving or rejecting there refreshes this badge.
 */
export function usePendingTestimonials() {
  const { data } = useQuery({
    ...testimonialCountsQuery(),
    staleTime: 30_000,
    // Clients write testimonials while the owner is in another tab.
    refetchOnWindowFocus: true,
  });
  return pendingBadge(data?.pending);
}

/** The small count next to a menu entry; the spoken label says what it counts. */
export function PendingBadge({ badge, className }: { badge: ReturnType<typeof pendingBadge>; className?: string }) {
  if (!badge) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-900 tabular-nums',
          className,
        )}
      >
        {badge.text}
      </span>
      <span className="sr-only"> ({badge.label})</span>
    </>
  );
}
