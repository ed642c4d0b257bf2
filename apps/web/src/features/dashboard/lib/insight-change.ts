import { formatWithin } from '../../../lib/durations';

/** Whether the change is good news, bad news, no change, or cannot be said. */
export type ChangeTone = 'better' | 'worse' | 'same' | 'none';

export interface Change {
  /** Which way the arrow points. */
  direction: 'up' | 'down' | 'flat' | null;
  tone: ChangeTone;
  text: string;
  /** What the 30 days before showed ('was 33%'), beside the change; null with nothing to compare. */
  was: string | null;
}

const NOTHING: Change = { direction: null, tone: 'none', text: 'Nothing to compare with yet', was: null };

/**
 * The completion rate against the 30 days before, in percentage points of the rounded rates the
 * card shows, so "42%" and "up 12 points" always agree with the numbers beside them.
 */
export function rateChange(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return NOTHING;
  const points = Math.round(current * 100) - Math.round(previous * 100);
  const was = `was ${Math.round(previous * 100)}%`;
  if (points === 0) return { direction: 'flat', tone: 'same', text: 'No change', was };
  const n = Math.abs(points);
  const unit = n === 1 ? 'point' : 'points';
  return points > 0
    ? { direction: 'up', tone: 'better', text: `up ${n} ${unit}`, was }
    : { direction: 'down', tone: 'worse', text: `down ${n} ${unit}`, was };
}

/**
 * The median time to complete against the 30 days before. Medians are bucket bounds ("within 3
 * days"), so the card says faster or slower and what it was, not a difference the buckets cannot give.
 */
export function medianChange(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return NOTHING;
  const was = `was ${formatWithin(previous)}`;
  if (current === previous) return { direction: 'flat', tone: 'same', text: 'No change', was };
  return current < previous
    ? { direction: 'down', tone: 'better', text: 'faster', was }
    : { direction: 'up', tone: 'worse', text: 'slower', was };
}
