import type { TestimonialDto } from '@bloom/core';
import { Check, Copy, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { copyTestimonial, useTestimonialActions } from '../hooks/use-testimonial-actions';
import { MODERATION_COPY, moderationTargets } from '../testimonial-format';

const ICONS = { approved: Check, rejected: X } as const;

/**
 * Approve / Reject (only the moves its status allows) and Copy. Each card has its own mutation,
 * so two cards moved at once both get their toast.
 */
export function TestimonialActions({
  testimonial: t,
  size = 'sm',
  children,
}: {
  testimonial: Pick<TestimonialDto, 'id' | 'status' | 'content' | 'clientName'>;
  size?: 'sm' | 'md';
  /** Extra controls after Copy (the card's details link). */
  children?: ReactNode;
}) {
  const { move, pending } = useTestimonialActions();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {moderationTargets(t.status).map((to) => {
        const Icon = ICONS[to];
        const copy = MODERATION_COPY[to];
        return (
          <Button
            key={to}
            size={size}
            variant={to === 'approved' ? 'primary' : 'secondary'}
            onClick={() => move(t.id, to)}
            busy={pending?.to === to}
            busyText={copy.busy}
            disabled={Boolean(pending)}
          >
            <Icon aria-hidden="true" className="size-4" />
            {copy.label}
          </Button>
        );
      })}
      <Button size={size} variant="secondary" onClick={() => void copyTestimonial(t)} disabled={Boolean(pending)}>
        <Copy aria-hidden="true" className="size-4" />
        Copy
      </Button>
      {children}
    </div>
  );
}
