import { CLIENT_STATUS_LABELS, type ClientStatus } from '@bloom/core';
import { Badge, type BadgeTone } from '../ui/badge';

const STATUS_TONES: Record<ClientStatus, BadgeTone> = { active: 'teal', completed: 'blue', archived: 'neutral' };

/** Active, Completed or Archived; `data-status` keeps the raw value for tests and tools. */
export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} data-status={status}>
      {CLIENT_STATUS_LABELS[status]}
    </Badge>
  );
}
