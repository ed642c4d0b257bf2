import { useEffect, useRef } from 'react';
import { markSeen } from '../api/portal-api';

/** The browser's IANA zone, or undefined when it names none. */
export function browserZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Tells the server, once per page load, that the client opened their portal (reminders skip a
 * client active lately, and go at 10:00 on the client's clock). Fired after the portal is shown,
 * never awaited: a failure changes nothing for the client.
 */
export function usePortalSeen(token: string | null, shown: boolean) {
  const sent = useRef(false);
  useEffect(() => {
    if (!token || !shown || sent.current) return;
    sent.current = true;
    markSeen(token, browserZone()).catch(() => {});
  }, [token, shown]);
}

/**
 * Tells the server, once per stage and page load, that the client opened that stage (not for a
 * stage already done): its first view is when the stage started, for the owner's insights.
 */
export function useStageSeen(token: string, stageId: string, done: boolean) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (done || sent.current === stageId) return;
    sent.current = stageId;
    markSeen(token, browserZone(), stageId).catch(() => {});
  }, [token, stageId, done]);
}
