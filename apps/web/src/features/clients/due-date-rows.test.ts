import { type ClientDueDatesDto, DEADLINE_MESSAGES as M, type StageDueDateDto } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { dueDateRows } from './due-date-rows';

const stage = (stageId: string, extra: Partial<StageDueDateDto> = {}): StageDueDateDto => ({
  stageId,
  name: `Stage ${stageId}`,
  order: 1,
  applies: true,
  completed: false,
  rule: { from: 'start', days: 3 },
  ruleText: '3 days after the client starts',
  dueOn: null,
  overrideOn: null,
  state: null,
  label: null,
  ...extra,
});

const dates = (stages: StageDueDateDto[], startedOn: string | null = '2026-03-01'): ClientDueDatesDto => ({
  timeZone: 'UTC',
  today: '2026-03-10',
  startedOn,
  stages,
});

describe('dueDateRows', () => {
  it('marks overdue and due-today stages, and reads an upcoming one as its label', () => {
    const rows = dueDateRows(
      dates([
        stage('a', { dueOn: '2026-03-08', state: 'overdue', label: 'Overdue by 2 days' }),
        stage('b', { dueOn: '2026-03-10', state: 'due-today', label: 'Due today' }),
        stage('c', { dueOn: '2026-03-20', state: 'upcoming', label: 'Due Mar 20' }),
      ]),
    );
    expect(rows.map((r) => [r.chip, r.when])).toEqual([
      [{ tone: 'red', label: 'Overdue by 2 days' }, 'Overdue by 2 days'],
      [{ tone: 'amber', label: 'Due today' }, 'Due today'],
      [null, 'Due Mar 20'],
    ]);
  });

  it('leaves out the stages that do not apply, and says what a date waits for', () => {
    const rows = dueDateRows(
      dates(
        [
          stage('a'),
          stage('b', { rule: { from: 'previous', days: 2 } }),
          stage('c', { rule: { from: 'fixed' } }),
          stage('d', { rule: null, ruleText: M.noDate }),
          stage('e', { applies: false }),
        ],
        null,
      ),
    );
    expect(rows.map((r) => [r.stage.stageId, r.when])).toEqual([
      ['a', M.waitingForStart],
      ['b', M.waitingForPrevious],
      ['c', M.waitingForDate],
      ['d', M.noDate],
    ]);
  });

  it("says done, and offers to drop the owner's date: back to the rule, or cleared without one", () => {
    const [done, ruled, fixed] = dueDateRows(
      dates([
        stage('a', { completed: true, dueOn: '2026-03-04' }),
        stage('b', { dueOn: '2026-04-01', overrideOn: '2026-04-01', state: 'upcoming', label: 'Due Apr 1' }),
        stage('c', {
          rule: { from: 'fixed' },
          dueOn: '2027-01-05',
          overrideOn: '2027-01-05',
          label: 'Due Jan 5, 2027',
        }),
      ]),
    );
    expect(done).toMatchObject({ chip: { label: M.done }, when: 'Mar 4', reset: null });
    expect(ruled).toMatchObject({ source: M.yourDate, reset: M.useRule });
    expect(fixed).toMatchObject({ source: M.yourDate, reset: M.clear, when: 'Due Jan 5, 2027' });
  });
});
