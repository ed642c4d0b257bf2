import { TESTIMONIAL_MESSAGES } from '@bloom/core';
import { Globe, Lock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/** Whether the client let the owner publish it; a private one stands out so it is never shared by mistake. */
export function PublishPermission({ allowed }: { allowed: boolean }) {
  return allowed ? (
    <span className="inline-flex items-center gap-1.5 text-xs font-medium text-teal-800">
      <Globe aria-hidden="true" className="size-3.5" />
      {TESTIMONIAL_MESSAGES.mayPublish}
    </span>
  ) : (
    <Badge tone="red">
      <Lock aria-hidden="true" className="size-3" />
      {TESTIMONIAL_MESSAGES.private}
    </Badge>
  );
}
