import { useQuery } from '@tanstack/react-query';
import { testimonialQuery } from '../../../api/testimonials';

export function useTestimonial(id: string) {
  return useQuery(testimonialQuery(id));
}
