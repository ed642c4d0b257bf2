import { TESTIMONIAL_MESSAGES, type TestimonialDto, testimonialCopyText } from '@bloom/core';
import { toast } from 'sonner';
import { copyText } from '../../../lib/clipboard';
import { useModerateTestimonial } from '../api/moderate-testimonial';
import { MODERATION_COPY, type ModerationTarget, moderationError } from '../testimonial-format';

/** Copies '"content" — name', with the product's toast. */
export async function copyTestimonial(t: Pick<TestimonialDto, 'content' | 'clientName'>) {
  if (await copyText(testimonialCopyText(t))) toast.success(TESTIMONIAL_MESSAGES.copied);
  else toast.error(TESTIMONIAL_MESSAGES.copyFailed);
}

/** Approve / Reject with their toasts, for the list's cards and the details page. */
export function useTestimonialActions() {
  const moderate = useModerateTestimonial({
    onMoved: (to) => toast.success(MODERATION_COPY[to].done),
    onFailed: (error) => toast.error(moderationError(error)),
  });
  const move = (id: string, to: ModerationTarget) => moderate.mutate({ id, to });
  return {
    move,
    /** The testimonial and move in flight, to show that button busy and its neighbours disabled. */
    pending: moderate.isPending ? moderate.variables : undefined,
  };
}
