import { STAGE_TYPE_LABELS, type StepType } from '@bloom/core';
import { Badge, type BadgeTone } from '../ui/badge';

/** Stage type colours: Onboarding teal, Milestone blue, Testimonial orange, Custom purple, Agreement indigo, Payment amber. */
export const STAGE_TYPE_TONES: Record<StepType, BadgeTone> = {
  onboarding: 'teal',
  milestone: 'blue',
  testimonial: 'orange',
  custom: 'purple',
  agreement: 'indigo',
  payment: 'amber',
};

/** A stage's type in its colour (journeys, client submissions). */
export function StageTypeBadge({ type, className }: { type: StepType; className?: string }) {
  return (
    <Badge tone={STAGE_TYPE_TONES[type]} className={className}>
      {STAGE_TYPE_LABELS[type]}
    </Badge>
  );
}
