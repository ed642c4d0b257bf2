import { describe, expect, it } from 'vitest';
import { assembleFunnel, completionRate, type InsightRow, type InsightStage, stageClients } from './funnel';

const HOUR = 3600;
const DAY = 86_400;
const stages: InsightStage[] = [
  { id: 'b', name: 'Kick-off', order: 2, phase: 'onboarding' },
  { id: 'a', name: 'Intake', order: 1, phase: 'onboarding' },
  { id: 'c', name: 'Review', order: 3, phase: 'deliverables' },
];
const row = (metric: InsightRow['metric'], n: number, stepId = '', bucket = -1): InsightRow => ({
  stepId,
  metric,
  bucket,
  n,
});

describe('assembleFunnel', () => {
  it('is all zeros and nulls with no rows', () => {
    const f = assembleFunnel(stages, []);
    expect([f.invited, f.opened, f.completed, f.stopStage, f.mostSentBack]).toEqual([0, 0, 0, null, []]);
    expect(f.stages.map((s) => [s.name, s.submitted, s.time.medianSeconds])).toEqual([
      ['Intake', 0, null],
      ['Kick-off', 0, null],
      ['Review', 0, null],
    ]);
    expect(f.timeToComplete.count).toBe(0);
  });

  it('sums the rows into the client counts and a bar per live stage in journey order', () => {
    const f = assembleFunnel(stages, [
      row('invited', 5),
      row('invited', 2),
      row('opened', 6),
      row('completed', 1),
      row('time_total', 1, '', 16),
      row('submitted', 4, 'a'),
      row('submitted', 1, 'b'),
      // A client who skipped Kick-off still counts in Review.
      row('submitted', 2, 'c'),
      row('waiting', 2, 'a'),
      row('waiting', 2, 'b'),
      row('sent_back', 1, 'a'),
      row('sent_back', 2, 'c'),
      row('time_stage', 3, 'a', 0),
      row('time_stage', 1, 'a', 11),
    ]);
    expect([f.invited, f.opened, f.completed]).toEqual([7, 6, 1]);
    expect(f.stages.map((s) => [s.stageId, s.submitted, s.waiting, s.sentBack])).toEqual([
      ['a', 4, 2, 1],
      ['b', 1, 2, 0],
      ['c', 2, 0, 2],
    ]);
    expect(f.stages[0]?.time).toMatchObject({ count: 4, medianSeconds: HOUR, p90Seconds: 3 * DAY });
    expect(f.timeToComplete).toMatchObject({ count: 1, medianSeconds: 10 * DAY });
    // A tie: the earlier stage is where they stop.
    expect(f.stopStage).toEqual({ stageId: 'a', name: 'Intake', waiting: 2 });
    expect(f.mostSentBack).toEqual([
      { stageId: 'c', name: 'Review', sentBack: 2 },
      { stageId: 'a', name: 'Intake', sentBack: 1 },
    ]);
  });

  it('counts per stage the clients it does not apply to, so its share is of the others', () => {
    const f = assembleFunnel(stages, [
      row('invited', 10),
      row('submitted', 6, 'a'),
      // Kick-off applies to 4 of the 10 clients; all 4 answered it.
      row('skipped', 6, 'b'),
      row('submitted', 4, 'b'),
      row('skipped', 3, 'gone'),
    ]);
    expect(f.stages.map((s) => [s.stageId, s.submitted, s.skipped])).toEqual([
      ['a', 6, 0],
      ['b', 4, 6],
      ['c', 0, 0],
    ]);
    expect(f.stages.map((s) => stageClients(f.invited, s))).toEqual([10, 4, 10]);
    expect(stageClients(2, { skipped: 5 })).toBe(0);
  });

  it('ignores rows of stages deleted since, and a stage added later has what it has', () => {
    const f = assembleFunnel(stages, [
      row('invited', 3),
      row('submitted', 3, 'gone'),
      row('waiting', 9, 'gone'),
      row('sent_back', 5, 'gone'),
      row('waiting', 1, 'c'),
    ]);
    expect(f.stages.map((s) => s.stageId)).toEqual(['a', 'b', 'c']);
    expect(f.stages.map((s) => s.submitted)).toEqual([0, 0, 0]);
    expect(f.stopStage).toEqual({ stageId: 'c', name: 'Review', waiting: 1 });
    expect(f.mostSentBack).toEqual([]);
  });

  it('keeps the three stages sent back most often', () => {
    const many = [1, 2, 3, 4].map((i) => ({ id: `s${i}`, name: `S${i}`, order: i, phase: 'onboarding' }));
    const f = assembleFunnel(many, [
      row('sent_back', 1, 's1'),
      row('sent_back', 3, 's2'),
      row('sent_back', 3, 's3'),
      row('sent_back', 2, 's4'),
    ]);
    expect(f.mostSentBack.map((s) => s.stageId)).toEqual(['s2', 's3', 's4']);
  });
});

describe('completionRate', () => {
  it('is completed over invited, null with nobody invited', () => {
    expect(completionRate(1, 4)).toBe(0.25);
    expect(completionRate(0, 3)).toBe(0);
    expect(completionRate(0, 0)).toBeNull();
  });
});
