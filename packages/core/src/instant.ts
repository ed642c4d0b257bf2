import { z } from 'zod';

/**
 * The instants a date input may name: 1970-01-01 to 9999-12-31 UTC. PostgreSQL refuses year 0
 * and reads BC years its own way, and a year past 9999 (`9999-12-31T23:59:59-01:00` is one) does
 * not round-trip through ISO strings; none of them is a date anyone means here.
 */
export const INSTANT_RANGE = { earliest: Date.UTC(1970, 0, 1), latest: Date.UTC(9999, 11, 31) } as const;

export const instantInRange = (iso: string): boolean => {
  const ms = Date.parse(iso);
  return ms >= INSTANT_RANGE.earliest && ms <= INSTANT_RANGE.latest;
};

/** An ISO 8601 date-time with an offset (or Z) within INSTANT_RANGE; anything else says `message`. */
export const isoInstant = (message: string) =>
  z.iso.datetime({ offset: true, error: () => message }).refine(instantInRange, message);
