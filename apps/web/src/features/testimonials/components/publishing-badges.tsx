import type { TestimonialDto } from '@bloom/core';
import { EyeOff, Globe, Pin } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { type PublishingBadge, publishingBadges } from '../publishing-state';

const LOOK: Record<PublishingBadge, { label: string; tone: BadgeTone; icon: typeof Globe }> = {
  published: { label: 'Published', tone: 'teal', icon: Globe },
  hidden: { label: 'Hidden', tone: 'neutral', icon: EyeOff },
  pinned: { label: 'Pinned', tone: 'purple', icon: Pin },
};

/** Where an approved, permitted testimonial stands on the widgets and wall. */
export function PublishingBadges({
  testimonial,
}: {
  testimonial: Pick<TestimonialDto, 'status' | 'publishPermission' | 'hidden' | 'pinned' | 'published'>;
}) {
  const badges = publishingBadges(testimonial);
  if (badges.length === 0) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {badges.map((b) => {
        const { label, tone, icon: Icon } = LOOK[b];
        return (
          <Badge key={b} tone={tone}>
            <Icon aria-hidden="true" className="size-3" />
            {label}
          </Badge>
        );
      })}
    </span>
  );
}
