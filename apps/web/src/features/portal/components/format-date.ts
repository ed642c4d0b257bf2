/**
 * The portal's dates, in the workspace's time zone (Settings → Workspace), so a client and their
 * service provider read the same day and hour; the zone's short name follows a time. Until the
 * portal has loaded, or for a zone this browser cannot format, the browser's own zone is used.
 */
let zone: string | undefined;

export function setPortalTimeZone(timeZone: string | null | undefined): void {
  if (!timeZone) {
    zone = undefined;
    return;
  }
  try {
    new Intl.DateTimeFormat(undefined, { timeZone });
    zone = timeZone;
  } catch {
    zone = undefined;
  }
}

/** 'Mar 4, 2025, 3:05 PM EST' */
export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: zone,
  });

/** 'Mar 4, 2025' */
export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: zone });

/**
 * 'Mar 4, 2025' for a calendar day ('2025-03-04', as invoices are dated): already a day in the
 * workspace's zone, so it is read in UTC, where no zone can move it to the day before.
 */
export function formatCalendarDay(day: string, locale?: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** Today as 'YYYY-MM-DD' in the workspace's zone (the zone invoices are dated in). */
export function calendarToday(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: zone,
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
