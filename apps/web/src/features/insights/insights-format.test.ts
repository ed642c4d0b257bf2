import type { DurationStats, JourneyInsights } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import {
  formatDays,
  formatPercentile,
  formatRate,
  formatShare,
  funnelSteps,
  histogramBars,
  noClientsTitle,
  readFilters,
  reminderToast,
} from './insights-format';

const DAY = 86_400;
const none: DurationStats = { count: 0, medianSeconds: null, p90Seconds: null, histogram: [] };

const insights = (extra: Partial<JourneyInsights> = {}): JourneyInsights => ({
  journey: { id: 'j1', name: 'Brand refresh' },
  period: { key: '90d', from: '2026-01-01', to: '2026-03-31' },
  clients: 'all',
  invited: 8,
  opened: 6,
  completed: 1,
  stages: [
    {
      stageId: 's2',
      name: 'Kick-off call',
      order: 2,
      phase: 'onboarding',
      submitted: 3,
      waiting: 2,
      sentBack: 0,
      skipped: 0,
      time: none,
    },
    {
      stageId: 's1',
      name: 'Project brief',
      order: 1,
      phase: 'onboarding',
      submitted: 5,
      waiting: 1,
      sentBack: 2,
      skipped: 0,
      time: none,
    },
  ],
  stopStage: { stageId: 's2', name: 'Kick-off call', waiting: 2 },
  mostSentBack: [{ stageId: 's1', name: 'Project brief', sentBack: 2 }],
  timeToComplete: none,
  ...extra,
});

describe('readFilters', () => {
  it('reads the period, clients and threshold from a link', () => {
    expect(readFilters(new URLSearchParams('period=30d&clients=active&days=14'))).toEqual({
      period: '30d',
      clients: 'active',
      days: 14,
    });
  });

  it('falls back to 90 days, all clients and 7 days for anything else', () => {
    expect(readFilters(new URLSearchParams(''))).toEqual({ period: '90d', clients: 'all', days: 7 });
    expect(readFilters(new URLSearchParams('period=7d&clients=some&days=-1'))).toEqual({
      period: '90d',
      clients: 'all',
      days: 7,
    });
    expect(readFilters(new URLSearchParams('days=366')).days).toBe(7);
    expect(readFilters(new URLSearchParams('days=2.5')).days).toBe(7);
    expect(readFilters(new URLSearchParams('days=abc')).days).toBe(7);
    expect(readFilters(new URLSearchParams('days=365')).days).toBe(365);
    // 0 lists every client waiting at all.
    expect(readFilters(new URLSearchParams('days=0')).days).toBe(0);
  });
});

describe('formatShare and formatRate', () => {
  it('gives whole percentages of the total', () => {
    expect(formatShare(6, 8)).toBe('75%');
    expect(formatShare(1, 3)).toBe('33%');
    expect(formatShare(8, 8)).toBe('100%');
    expect(formatShare(0, 8)).toBe('0%');
  });

  it('shows a sliver as <1% and no total as a dash', () => {
    expect(formatShare(1, 400)).toBe('<1%');
    expect(formatShare(0, 0)).toBe('–');
    expect(formatRate(0.125)).toBe('13%');
    expect(formatRate(null)).toBe('–');
  });
});

describe('funnelSteps', () => {
  it('runs invited → opened → each stage in order → completed, as shares of the invited', () => {
    const steps = funnelSteps(insights());
    expect(steps.map((s) => [s.label, s.count, s.share])).toEqual([
      ['Invited', 8, '100%'],
      ['Opened their portal', 6, '75%'],
      ['Project brief', 5, '63%'],
      ['Kick-off call', 3, '38%'],
      ['Completed', 1, '13%'],
    ]);
    expect(steps[3]).toMatchObject({ kind: 'stage', waiting: 2, percent: 37.5 });
    expect(steps[0]?.waiting).toBeNull();
  });

  it('gives a stage that does not apply to some clients its share of the others', () => {
    const base = insights();
    const stages = base.stages.map((s) => (s.stageId === 's2' ? { ...s, skipped: 4 } : s));
    const steps = funnelSteps({ ...base, stages });
    // Kick-off applies to 4 of the 8 clients; 3 of them answered it.
    expect(steps[3]).toMatchObject({ label: 'Kick-off call', count: 3, share: '75%', percent: 75 });
    expect(steps[2]?.share).toBe('63%');
  });

  it('draws no bars without invited clients', () => {
    const steps = funnelSteps(insights({ invited: 0, opened: 0, completed: 0, stages: [] }));
    expect(steps.map((s) => [s.label, s.percent, s.share])).toEqual([
      ['Invited', 0, '–'],
      ['Opened their portal', 0, '–'],
      ['Completed', 0, '–'],
    ]);
  });
});

describe('histogramBars', () => {
  it('names each bucket by its range and scales heights to the tallest', () => {
    const bars = histogramBars({
      count: 6,
      medianSeconds: 3 * DAY,
      p90Seconds: 7 * DAY,
      histogram: [
        { upToSeconds: DAY, count: 1 },
        { upToSeconds: 3 * DAY, count: 4 },
        { upToSeconds: 7 * DAY, count: 0 },
        { upToSeconds: 14 * DAY, count: 1 },
      ],
    });
    expect(bars.slice(0, 4).map((b) => [b.range, b.count, b.height])).toEqual([
      ['Up to 24 h', 1, 25],
      ['24 h to 3 days', 4, 100],
      ['3 days to 7 days', 0, 0],
      ['7 days to 2 weeks', 1, 25],
    ]);
    // Padded to eight with the empty buckets that follow.
    expect(bars.slice(4).map((b) => [b.range, b.count])).toEqual([
      ['2 weeks to 3 weeks', 0],
      ['3 weeks to 4 weeks', 0],
      ['4 weeks to 5 weeks', 0],
      ['5 weeks to 6 weeks', 0],
    ]);
  });

  it('labels every few bars when there are many, and names the last bucket "more than a year"', () => {
    const bounds = [3600, 7200, 10_800, 14_400, 21_600, 28_800, 43_200, 64_800, DAY, 1.5 * DAY, 2 * DAY, 3 * DAY];
    const bars = histogramBars({
      count: 2,
      medianSeconds: 3 * DAY,
      p90Seconds: null,
      histogram: [...bounds.map((upToSeconds) => ({ upToSeconds, count: 0 })), { upToSeconds: null, count: 2 }],
    });
    expect(bars.map((b) => b.label)).toEqual(['1h', '', '', '4h', '', '', '12h', '', '', '36h', '', '', '3d+']);
    expect(bars.at(-1)?.range).toBe('More than 3 days');
    expect(bars.at(-1)?.height).toBe(100);
  });

  it('pads a short distribution with the next empty buckets, so one fast client is not one wide bar', () => {
    const bars = histogramBars({
      count: 1,
      medianSeconds: 3600,
      p90Seconds: 3600,
      histogram: [{ upToSeconds: 3600, count: 1 }],
    });
    expect(bars.map((b) => [b.range, b.count])).toEqual([
      ['Up to 1 h', 1],
      ['1 h to 2 h', 0],
      ['2 h to 3 h', 0],
      ['3 h to 4 h', 0],
      ['4 h to 6 h', 0],
      ['6 h to 8 h', 0],
      ['8 h to 12 h', 0],
      ['12 h to 18 h', 0],
    ]);
    expect(bars.map((b) => b.label)).toEqual(['1h', '', '3h', '', '6h', '', '12h', '18h']);
  });

  it('is empty for an empty set', () => {
    expect(histogramBars(none)).toEqual([]);
  });
});

describe('formatPercentile', () => {
  it('reads a bound as "within …", the overflow bucket as "over a year"', () => {
    expect(formatPercentile(3 * DAY, 4)).toBe('within 3 days');
    expect(formatPercentile(null, 4)).toBe('over a year');
    expect(formatPercentile(null, 0)).toBe('–');
    expect(formatPercentile(null, 0, 'No data yet')).toBe('No data yet');
  });
});

describe('formatDays', () => {
  it('counts whole days', () => {
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(12.9)).toBe('12 days');
    expect(formatDays(-1)).toBe('0 days');
  });
});

describe('reminderToast', () => {
  it('says the reminder is sent', () => {
    expect(reminderToast('Maya Chen', { sendAt: '2026-03-02T15:00:00Z', scheduled: false }, 'UTC')).toBe(
      'Reminder sent to Maya Chen',
    );
  });

  it('says when a reminder held by quiet hours leaves, on the client’s clock', () => {
    const reminder = { sendAt: '2026-03-02T13:00:00Z', scheduled: true };
    expect(reminderToast('Maya Chen', reminder, 'America/New_York')).toBe('Scheduled for 08:00 their time');
    expect(reminderToast('Maya Chen', reminder, 'Asia/Tokyo')).toBe('Scheduled for 22:00 their time');
    expect(reminderToast('Maya Chen', reminder, 'Not/AZone')).toBe('Scheduled for 13:00 their time');
  });
});

describe('noClientsTitle', () => {
  it('names the scope unless it is every client, and the period', () => {
    expect(noClientsTitle({ period: '30d', clients: 'active' })).toBe('No active clients added in the last 30 days');
    expect(noClientsTitle({ period: '90d', clients: 'all' })).toBe('No clients added in the last 90 days');
  });
});
