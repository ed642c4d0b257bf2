import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../../api/dashboard';
import { testimonialKeys } from '../../../api/testimonials';
import { api } from '../../../lib/api-client';
import type { ModerationTarget } from '../testimonial-format';

const ROUTE = {
  approved: 'POST /api/testimonials/{id}/approve',
  rejected: 'POST /api/testimonials/{id}/reject',
} as const satisfies Record<ModerationTarget, string>;

/**
 * POST /api/testimonials/:id/approve or /reject. The answer replaces the cached details; the
 * sections, counters, nav badge and dashboard refetch. Awaiting them keeps the button busy until
 * the card has moved, so it never shows the actions of its old status.
 */
export function useModerateTestimonial({
  onMoved,
  onFailed,
}: {
  onMoved?: (to: ModerationTarget) => void;
  onFailed?: (error: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, to }: { id: string; to: ModerationTarget }) =>
      (await api(ROUTE[to], { params: { id } })).testimonial,
    // Feedback from here, not from mutate()'s callbacks: those are dropped when the card that asked
    // unmounts, and the card does unmount as it moves to its new section.
    onSuccess: async (testimonial, { to }) => {
      onMoved?.(to);
      queryClient.setQueryData(testimonialKeys.detail(testimonial.id), testimonial);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: testimonialKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: testimonialKeys.counts() }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
    // A refused move (409) means this screen is out of date: show what the server holds.
    onError: (error, { id }) => {
      onFailed?.(error);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: testimonialKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: testimonialKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: testimonialKeys.counts() }),
      ]);
    },
  });
}
