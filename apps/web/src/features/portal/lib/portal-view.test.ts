import type { Phase } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { portalPayload, portalStage, submission } from './portal-test-data';
import {
  firstStageToOpen,
  isStageDone,
  journeyIsComplete,
  nextStageToOpen,
  phaseViews,
  stageViews,
  timeline,
  tokenFromPath,
  withSubmission,
} from './portal-view';

const sub = submission;
const stage = portalStage;
const payload = portalPayload;

describe('tokenFromPath', () => {
  it('reads the token of /c/{token}', () => {
    expect(tokenFromPath('/c/abc_DEF-123')).toBe('abc_DEF-123');
    expect(tokenFromPath('/c/abc/')).toBe('abc');
    expect(tokenFromPath('/c/a%20b')).toBe('a b');
  });
  it('refuses other paths and broken escapes', () => {
    expect(tokenFromPath('/c/')).toBeNull();
    expect(tokenFromPath('/c/a/b')).toBeNull();
    expect(tokenFromPath('/clients/abc')).toBeNull();
    expect(tokenFromPath('/c/%E0%A4%A')).toBeNull();
  });
});

describe('stage and phase views', () => {
  const stages = [
    stage(1, 'onboarding', sub('submitted')),
    stage(2, 'onboarding', sub('draft')),
    stage(3, 'onboarding'),
    stage(4, 'deliverables'),
    stage(5, 'deliverables'),
    stage(6, 'feedback'),
  ];
  const views = stageViews(stages);

  it('counts a submission as done but not a draft', () => {
    expect(isStageDone(stages[0]!)).toBe(true);
    expect(isStageDone(stages[1]!)).toBe(false);
    expect(views.map((v) => v.status)).toEqual(['completed', 'current', 'locked', 'current', 'locked', 'current']);
  });

  it('groups the stages in the three phases with their progress', () => {
    const phases = phaseViews(views);
    expect(phases.map((p) => [p.phase, p.completed, p.total, p.stages.length])).toEqual([
      ['onboarding', 1, 3, 3],
      ['deliverables', 0, 2, 2],
      ['feedback', 0, 1, 1],
    ]);
    expect(phases[1]!.section).toBe('Deliverables & Milestones');
  });

  it('shows only the phases the journey has stages in (issue 31): no 0/0 tile or empty section', () => {
    const phases = phaseViews(
      stageViews([stage(1, 'onboarding', sub('submitted')), stage(2, 'deliverables'), stage(3, 'deliverables')]),
    );
    expect(phases.map((p) => [p.tile, p.completed, p.total, p.stages.map((v) => v.stage.id)])).toEqual([
      ['Onboarding', 1, 1, ['s1']],
      ['Deliverables', 0, 2, ['s2', 's3']],
    ]);
    expect(phaseViews(stageViews([stage(1, 'feedback')])).map((p) => p.phase)).toEqual(['feedback']);
    expect(phaseViews([])).toEqual([]);
  });

  it('for every journey of up to 4 stages: one view per phase used, in product order, each stage once', () => {
    const order: Phase[] = ['onboarding', 'deliverables', 'feedback'];
    const kinds = order.flatMap((phase) => [
      { phase, done: false },
      { phase, done: true },
    ]);
    // Every sequence of (phase, done) of length 0 to 4: small enough to try them all.
    let journeys: { phase: Phase; done: boolean }[][] = [[]];
    for (let length = 1; length <= 4; length++) {
      journeys = [
        ...journeys,
        ...journeys.filter((j) => j.length === length - 1).flatMap((j) => kinds.map((k) => [...j, k])),
      ];
    }
    expect(journeys).toHaveLength(1 + 6 + 36 + 216 + 1296);
    for (const specs of journeys) {
      const phases = phaseViews(
        stageViews(specs.map((s, i) => stage(i + 1, s.phase, s.done ? sub('submitted') : null))),
      );
      expect(phases.map((p) => p.phase)).toEqual(order.filter((ph) => specs.some((s) => s.phase === ph)));
      for (const p of phases) {
        expect(p.total).toBeGreaterThan(0);
        expect(p.total).toBe(p.stages.length);
        expect(p.completed).toBe(specs.filter((s) => s.phase === p.phase && s.done).length);
      }
      expect(phases.reduce((n, p) => n + p.total, 0)).toBe(specs.length);
    }
  });

  it('opens a started draft first, else the earliest open stage', () => {
    expect(firstStageToOpen(views)).toBe('s2');
    const fresh = stageViews([stage(1, 'onboarding'), stage(2, 'deliverables')]);
    expect(firstStageToOpen(fresh)).toBe('s1');
    expect(firstStageToOpen(stageViews([stage(1, 'onboarding', sub('submitted'))]))).toBeNull();
  });

  it('after a stage is sent, opens the next one of its phase, else the earliest open one', () => {
    const after = stageViews([
      stage(1, 'onboarding', sub('submitted')),
      stage(2, 'onboarding'),
      stage(3, 'deliverables'),
    ]);
    expect(nextStageToOpen(after, 's1')).toBe('s2');
    const phaseDone = stageViews([stage(1, 'onboarding', sub('submitted')), stage(2, 'deliverables')]);
    expect(nextStageToOpen(phaseDone, 's1')).toBe('s2');
    expect(nextStageToOpen(stageViews([stage(1, 'onboarding', sub('submitted'))]), 's1')).toBeNull();
  });
});

describe('payload updates and completion', () => {
  it('puts a stage’s new submission and the count in the payload', () => {
    const data = payload([stage(1, 'onboarding'), stage(2, 'feedback')], 0);
    const next = withSubmission(data, 's2', sub('submitted'), 1);
    expect(next.completedCount).toBe(1);
    expect(next.stages[1]!.submission?.status).toBe('submitted');
    expect(next.stages[0]).toBe(data.stages[0]);
    expect(withSubmission(data, 's1', sub('draft')).completedCount).toBe(0);
  });

  it('is complete when the client is completed or every stage is done', () => {
    const stages = [stage(1, 'onboarding'), stage(2, 'feedback')];
    expect(journeyIsComplete(payload(stages, 1))).toBe(false);
    expect(journeyIsComplete(payload(stages, 2))).toBe(true);
    expect(journeyIsComplete(payload([], 0))).toBe(false);
    expect(
      journeyIsComplete({ ...payload(stages, 0), client: { clientName: 'A', projectName: 'P', status: 'completed' } }),
    ).toBe(true);
  });

  it('places every stage on the timeline against the count', () => {
    const data = payload([stage(1, 'onboarding'), stage(2, 'deliverables'), stage(3, 'feedback')], 1);
    expect(timeline(data).map((t) => t.status)).toEqual(['completed', 'current', 'upcoming']);
  });
});
