/**
 * Time zones: any IANA zone name the platform's Intl knows (the full list, not the spec's four
 * examples). 'UTC' is accepted everywhere although `Intl.supportedValuesOf` leaves it out, and an
 * alias a browser reports (Asia/Kolkata where the list says Asia/Calcutta) is accepted too.
 */
export const TIMEZONE_FALLBACK = 'UTC';

// Letters, then one or more /-separated parts; no offsets ('+05:00') or free text.
const ZONE_NAME = /^(?:UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+)$/;

let zones: Set<string> | undefined;
const supportedZones = (): Set<string> => {
  if (!zones) {
    const list = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    zones = new Set(list);
  }
  return zones;
};

/** True for 'UTC' and every IANA zone this platform can format dates in. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length > 64 || !ZONE_NAME.test(zone)) return false;
  if (zone === TIMEZONE_FALLBACK || supportedZones().has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Every zone for a searchable picker: UTC first, then the platform's list in order. */
export function listTimeZones(): string[] {
  return [TIMEZONE_FALLBACK, ...[...supportedZones()].filter((z) => z !== TIMEZONE_FALLBACK)];
}
