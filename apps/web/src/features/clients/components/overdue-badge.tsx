import { OVERDUE_MESSAGES } from '@bloom/core';
import { CalendarClock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/** "Overdue" on a client's card while a stage is past its due date; read out with how many. */
export function OverdueBadge({ stages }: { stages: number }) {
  if (stages <= 0) return null;
  const label = OVERDUE_MESSAGES.badgeLabel(stages);
  return (
    <Badge tone="red" title={label} data-overdue={stages}>
      <CalendarClock aria-hidden="true" className="size-3" />
      <span aria-hidden="true">{OVERDUE_MESSAGES.badge}</span>
      <span className="sr-only">{label}</span>
    </Badge>
  );
}
