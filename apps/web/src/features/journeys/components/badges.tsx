import { Badge } from '../../../components/ui/badge';

/** Marks a built-in journey (a read-only starter template). */
export function DefaultBadge({ className }: { className?: string }) {
  return (
    <Badge tone="amber" className={className}>
      Default
    </Badge>
  );
}
