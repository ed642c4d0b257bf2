import type { HistoryActorType } from '@bloom/core';
import { HISTORY_ACTOR_LABELS } from '@bloom/core';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** '5 minutes ago', 'yesterday', '3 weeks ago'; 'just now' under a minute (and for a clock a little ahead). */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** Who acted, as the timeline names them: their name, else what they are. */
export const actorLabel = (actor: { type: HistoryActorType; name: string | null }) =>
  actor.name ?? HISTORY_ACTOR_LABELS[actor.type];
