import type { ClientStatus } from '@bloom/core';
import { Badge } from '../../../components/ui/badge';
import { CLIENT_STATUS_LABELS, STATUS_TONES } from '../client-format';

/** Active, Completed or Archived; `data-status` keeps the raw value for tests and tools. */
export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} data-status={status}>
      {CLIENT_STATUS_LABELS[status]}
    </Badge>
  );
}
