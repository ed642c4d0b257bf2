import { PORTAL_MESSAGES } from '@bloom/core';
import { CalendarDays } from './icons';
import { buttonClass } from './portal-button';

/**
 * 'Book a call': the workspace's booking page (Settings → Calendly) in a new tab. The page opens
 * without a reference back to the portal (noopener) and without the portal's address (noreferrer,
 * which holds the client's share token).
 */
export function BookCallLink({
  url,
  size = 'md',
  className = '',
}: {
  url: string;
  size?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={PORTAL_MESSAGES.bookCallNewTab}
      className={buttonClass('accent', size, className)}
    >
      <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
      {PORTAL_MESSAGES.bookCall}
    </a>
  );
}
