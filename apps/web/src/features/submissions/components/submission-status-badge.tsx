import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '@bloom/core';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

// The same tones as a client's submissions page (features/client-submissions): submitted waits
// for the owner, changes requested waits for the client, reviewed is settled.
const STATUS_TONES: Record<SubmissionStatus, BadgeTone> = {
  submitted: 'amber',
  changes_requested: 'red',
  reviewed: 'neutral',
};

export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{SUBMISSION_STATUS_LABELS[status]}</Badge>;
}
