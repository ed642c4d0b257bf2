import { STAGE_TYPE_LABELS, type StepType } from '@bloom/core';
import { Badge } from '../../../components/ui/badge';
import { STAGE_TYPE_TONES } from '../journey-format';

/** Marks a built-in journey (a read-only starter template). */
export function DefaultBadge({ className }: { className?: string }) {
  return (
    <Badge tone="amber" className={className}>
      Default
    </Badge>
  );
}

/** A stage's type in its colour: Onboarding teal, Milestone blue, Testimonial orange, Custom purple. */
export function StageTypeBadge({ type, className }: { type: StepType; className?: string }) {
  return (
    <Badge tone={STAGE_TYPE_TONES[type]} className={className}>
      {STAGE_TYPE_LABELS[type]}
    </Badge>
  );
}
