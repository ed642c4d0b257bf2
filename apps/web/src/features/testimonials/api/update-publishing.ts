import type { ApiBody } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishingKeys } from '../../../api/publishing';
import { testimonialKeys } from '../../../api/testimonials';
import { api } from '../../../lib/api-client';

export type PublishingPatch = ApiBody<'PATCH /api/testimonials/{id}/publishing'>;

/**
 * PATCH /api/testimonials/:id/publishing: hide from (or show again on) the widgets and wall, pin
 * to (or unpin from) the top. The answer replaces the cached details; the lists and the published
 * count refetch, and the button stays busy until they have.
 */
export function useUpdateTestimonialPublishing({
  onDone,
  onFailed,
}: {
  /** With the variables' `done` text (the toast), from here: a card's own callbacks die with it. */
  onDone?: (done: string | undefined) => void;
  onFailed?: (error: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: string; patch: PublishingPatch; done?: string }) =>
      (await api('PATCH /api/testimonials/{id}/publishing', { params: { id }, body: patch })).testimonial,
    onSuccess: async (testimonial, { done }) => {
      onDone?.(done);
      queryClient.setQueryData(testimonialKeys.detail(testimonial.id), testimonial);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: testimonialKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: publishingKeys.settings() }),
      ]);
    },
    onError: (error, { id }) => {
      onFailed?.(error);
      return queryClient.invalidateQueries({ queryKey: testimonialKeys.detail(id) });
    },
  });
}
