import type { TestimonialDetailDto, TestimonialResponse } from '@bloom/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { testimonialKeys, testimonialPath } from './query-keys';

/** GET /api/testimonials/:id; a missing, foreign or malformed id rejects with a 404 ApiError. */
export const getTestimonial = async (id: string, signal?: AbortSignal): Promise<TestimonialDetailDto> =>
  (await apiFetch<TestimonialResponse>(testimonialPath(id), { signal })).testimonial;

export function useTestimonial(id: string) {
  return useQuery({ queryKey: testimonialKeys.detail(id), queryFn: ({ signal }) => getTestimonial(id, signal) });
}
