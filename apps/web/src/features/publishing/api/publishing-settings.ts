import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { everyTestimonialQuery, publishingKeys, publishingSettingsQuery } from '../../../api/publishing';
import { api } from '../../../lib/api-client';

export function usePublishingSettings() {
  return useQuery(publishingSettingsQuery());
}

/** PATCH /api/publishing: turns the public wall on or off. */
export function useSetWall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (wallEnabled: boolean) =>
      (await api('PATCH /api/publishing', { body: { wallEnabled } })).publishing,
    onSuccess: (publishing) => queryClient.setQueryData(publishingKeys.settings(), publishing),
  });
}

/** Every approved testimonial: the widget's picker and preview (only published ones show). */
export function useApprovedTestimonials() {
  return useQuery(everyTestimonialQuery('approved'));
}

/** Every testimonial of the workspace: the export picker (any of them may be exported). */
export function useAllTestimonials() {
  return useQuery(everyTestimonialQuery('any'));
}
