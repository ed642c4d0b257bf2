import { TESTIMONIAL_STATUS_LABELS, type TestimonialStatus } from '@bloom/core';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONE: Record<TestimonialStatus, BadgeTone> = { pending: 'amber', approved: 'teal', rejected: 'red' };

export function TestimonialStatusBadge({ status }: { status: TestimonialStatus }) {
  return <Badge tone={TONE[status]}>{TESTIMONIAL_STATUS_LABELS[status]}</Badge>;
}
