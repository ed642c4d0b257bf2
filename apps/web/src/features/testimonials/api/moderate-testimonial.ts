import type { TestimonialResponse } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ModerationTarget } from '../testimonial-format';
import { testimonialKeys, testimonialPath } from './query-keys';

const ACTION: Record<ModerationTarget, string> = { approved: 'approve', rejected: 'reject' };

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
      (await apiFetch<TestimonialResponse>(`${testimonialPath(id)}/${ACTION[to]}`, { method: 'POST' })).testimonial,
    // Feedback from here, not from mutate()'s callbacks: those are dropped when the card that asked
    // unmounts, and the card does unmount as it moves to its new section.
    onSuccess: async (testimonial, { to }) => {
      onMoved?.(to);
      queryClient.setQueryData(testimonialKeys.detail(testimonial.id), testimonial);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: testimonialKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: testimonialKeys.counts() }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
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
