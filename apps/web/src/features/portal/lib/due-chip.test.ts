import { describe, expect, it } from 'vitest';
import { dueChip, localToday } from './due-chip';
import { portalStage, submission } from './portal-test-data';
import { phaseViews, stageViews } from './portal-view';

describe('localToday', () => {
  it("is the browser's calendar date, not the UTC one", () => {
    expect(localToday(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
    expect(localToday(new Date(2027, 11, 31, 0, 1))).toBe('2027-12-31');
  });
});

describe('dueChip', () => {
  const today = '2027-03-10';
  it('says when an open stage is due, and marks it overdue in words', () => {
    expect(dueChip('2027-03-10', false, today)).toEqual({ text: 'Due today', state: 'due-today' });
    expect(dueChip('2027-03-11', false, today)).toEqual({ text: 'Due tomorrow', state: 'upcoming' });
    expect(dueChip('2027-03-31', false, today)).toEqual({ text: 'Due Mar 31', state: 'upcoming' });
    expect(dueChip('2028-01-02', false, today)?.text).toBe('Due Jan 2, 2028');
    expect(dueChip('2027-03-08', false, today)).toEqual({ text: 'Overdue by 2 days', state: 'overdue' });
    expect(dueChip('2027-03-09', false, today)?.text).toBe('Overdue by 1 day');
  });

  it('shows nothing for a completed stage, a stage without a date or a date it cannot read', () => {
    expect(dueChip('2027-03-08', true, today)).toBeNull();
    expect(dueChip(null, false, today)).toBeNull();
    expect(dueChip(undefined, false, today)).toBeNull();
    expect(dueChip('31/03/2027', false, today)).toBeNull();
  });
});

describe('phaseViews: overdue stages per phase', () => {
  it('counts the open stages past their date, not the completed ones', () => {
    const stages = [
      { ...portalStage(1, 'onboarding', submission('submitted')), dueOn: '2027-01-01' },
      { ...portalStage(2, 'onboarding'), dueOn: '2027-03-01' },
      { ...portalStage(3, 'onboarding'), dueOn: '2027-03-20' },
      { ...portalStage(4, 'deliverables'), dueOn: '2027-03-10' },
    ];
    const phases = phaseViews(stageViews(stages), '2027-03-10');
    expect(phases.map((p) => [p.phase, p.overdue])).toEqual([
      ['onboarding', 1],
      ['deliverables', 0],
    ]);
    expect(phaseViews(stageViews(stages)).every((p) => p.overdue === 0)).toBe(true);
  });
});
