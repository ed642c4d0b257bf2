import type { TestimonialDto } from '@bloom/core';
import { Eye, EyeOff, Pin, PinOff } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useUpdateTestimonialPublishing } from '../api/update-publishing';
import { type PublishingAction, publishingActions } from '../publishing-state';

const ICONS = { hide: EyeOff, show: Eye, pin: Pin, unpin: PinOff } as const;

/** Hide / Show again and Pin to top / Unpin, for a testimonial the widgets and wall may show. */
export function PublishingControls({
  testimonial: t,
  size = 'sm',
  compact = false,
}: {
  testimonial: Pick<TestimonialDto, 'id' | 'status' | 'publishPermission' | 'hidden' | 'pinned' | 'published'>;
  size?: 'sm' | 'md';
  /** Short visible words (the cards); the accessible name and tooltip keep the whole label. */
  compact?: boolean;
}) {
  const update = useUpdateTestimonialPublishing({
    onDone: (done) => {
      if (done) toast.success(done);
    },
    onFailed: (error) => toast.error(error.message || 'Could not update the testimonial. Please try again.'),
  });
  const actions = publishingActions(t);
  if (actions.length === 0) return null;
  const run = (action: PublishingAction) => update.mutate({ id: t.id, patch: action.patch, done: action.done });
  const pending = update.isPending ? JSON.stringify(update.variables?.patch) : undefined;
  return (
    <>
      {actions.map((action) => {
        const Icon = ICONS[action.icon];
        return (
          <Button
            key={action.icon}
            size={size}
            variant="secondary"
            onClick={() => run(action)}
            busy={pending === JSON.stringify(action.patch)}
            busyText={action.busy}
            disabled={update.isPending}
            aria-label={compact && action.short !== action.label ? action.label : undefined}
            title={compact && action.short !== action.label ? action.label : undefined}
          >
            <Icon aria-hidden="true" className="size-4" />
            {compact ? action.short : action.label}
          </Button>
        );
      })}
    </>
  );
}
