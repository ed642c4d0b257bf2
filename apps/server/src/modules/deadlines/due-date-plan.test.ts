import { addCalendarDays, type StageDueRule } from '@bloom/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClientDueInputs, DueInputStage } from './due-date-inputs';
import { dueDatesDto, planDueDates } from './due-date-plan';

const stage = (id: string, rule: StageDueRule | null, more: Partial<DueInputStage> = {}): DueInputStage => ({
  id,
  name: `Stage ${id}`,
  order: Number(id.replace(/\D/g, '')) || 1,
  rule,
  applies: true,
  completedOn: null,
  ...more,
});

const inputs = (stages: DueInputStage[], more: Partial<ClientDueInputs> = {}): ClientDueInputs => ({
  clientId: 'c1',
  workspaceId: 'w1',
  timeZone: 'UTC',
  startedOn: '2025-03-01',
  stages,
  overrides: new Map(),
  kept: new Set(),
  ...more,
});

const NOW = new Date('2025-03-10T12:00:00Z');

describe('planDueDates', () => {
  it('keeps a row for each stage with a rule or an override, open while it applies and is not done', () => {
    const plan = planDueDates(
      inputs(
        [
          stage('s1', { from: 'start', days: 3 }, { completedOn: '2025-03-02' }),
          stage('s2', { from: 'previous', days: 5 }),
          stage('s3', null),
          stage('s4', { from: 'fixed' }),
          stage('s5', null),
        ],
        { overrides: new Map([['s5', '2025-04-01']]) },
      ),
    );
    expect(plan.rows).toEqual([
      { stageId: 's1', dueOn: '2025-03-04', overrideOn: null, open: false },
      { stageId: 's2', dueOn: '2025-03-07', overrideOn: null, open: true },
      { stageId: 's4', dueOn: null, overrideOn: null, open: true },
      { stageId: 's5', dueOn: '2025-04-01', overrideOn: '2025-04-01', open: true },
    ]);
    expect(plan.remove).toEqual([]);
  });

  it('gives a stage that does not apply no date, and counts the next from the one before it', () => {
    const plan = planDueDates(
      inputs([
        stage('s1', { from: 'start', days: 1 }, { completedOn: '2025-03-05' }),
        stage('s2', { from: 'previous', days: 2 }, { applies: false }),
        stage('s3', { from: 'previous', days: 2 }),
      ]),
    );
    expect(plan.rows.map((r) => [r.stageId, r.dueOn, r.open])).toEqual([
      ['s1', '2025-03-02', false],
      ['s2', null, false],
      ['s3', '2025-03-07', true],
    ]);
  });

  it('removes the rows of stages that left the journey or have neither rule nor override', () => {
    const plan = planDueDates(
      inputs([stage('s1', { from: 'start', days: 1 }), stage('s2', null)], {
        kept: new Set(['s1', 's2', 'gone']),
        overrides: new Map([['gone', '2025-05-01']]),
      }),
    );
    expect(plan.rows.map((r) => r.stageId)).toEqual(['s1']);
    expect(plan.remove).toEqual(['gone', 's2']);
  });

  it('has no dates counted from the start before the client starts', () => {
    const plan = planDueDates(inputs([stage('s1', { from: 'start', days: 1 })], { startedOn: null }));
    expect(plan.rows[0]?.dueOn).toBeNull();
  });

  it('is a function of its input: planning twice gives the same rows (the refresh is idempotent)', () => {
    const rule = fc.oneof(
      fc.constant(null),
      fc.constant({ from: 'fixed' } as const),
      fc.record({ from: fc.constantFrom('start' as const, 'previous' as const), days: fc.nat(365) }),
    );
    const day = fc.integer({ min: 0, max: 60 }).map((d) => addCalendarDays('2025-01-01', d));
    const stages = fc.array(
      fc.record({ rule, applies: fc.boolean(), completedOn: fc.option(day), override: fc.option(day) }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(stages, fc.option(day), (list, startedOn) => {
        const input = inputs(
          list.map((s, i) => stage(`s${i + 1}`, s.rule as StageDueRule | null, s)),
          {
            startedOn,
            overrides: new Map(list.flatMap((s, i) => (s.override ? [[`s${i + 1}`, s.override] as const] : []))),
          },
        );
        const first = planDueDates(input);
        const kept = new Set(first.rows.map((r) => r.stageId));
        expect(planDueDates({ ...input, kept })).toEqual({ rows: first.rows, remove: [] });
        for (const [i, s] of list.entries()) {
          const row = first.rows.find((r) => r.stageId === `s${i + 1}`);
          if (!s.applies) expect(row?.dueOn ?? null).toBeNull();
          else if (s.override) expect(row?.dueOn).toBe(s.override);
          if (row) expect(row.open).toBe(s.applies && s.completedOn === null);
        }
      }),
    );
  });
});

describe('dueDatesDto', () => {
  it("says where each open stage stands on the client's clock", () => {
    const dto = dueDatesDto(
      inputs(
        [
          stage('s1', { from: 'start', days: 7 }),
          stage('s2', { from: 'start', days: 9 }),
          stage('s3', { from: 'start', days: 20 }),
          stage('s4', { from: 'start', days: 1 }, { completedOn: '2025-03-02' }),
          stage('s5', { from: 'fixed' }),
          stage('s6', { from: 'start', days: 1 }, { applies: false }),
        ],
        { overrides: new Map([['s2', '2025-03-10']]) },
      ),
      NOW,
    );
    expect(dto.today).toBe('2025-03-10');
    expect(dto.stages.map((s) => [s.stageId, s.dueOn, s.state, s.label])).toEqual([
      ['s1', '2025-03-08', 'overdue', 'Overdue by 2 days'],
      ['s2', '2025-03-10', 'due-today', 'Due today'],
      ['s3', '2025-03-21', 'upcoming', 'Due Mar 21'],
      ['s4', '2025-03-02', null, null],
      ['s5', null, null, null],
      ['s6', null, null, null],
    ]);
    expect(dto.stages[1]).toMatchObject({ overrideOn: '2025-03-10', ruleText: '9 days after the client starts' });
    expect(dto.stages[3]).toMatchObject({ completed: true, applies: true });
    expect(dto.stages[5]).toMatchObject({ applies: false, completed: false });
  });

  it("reads today in the client's zone", () => {
    const late = new Date('2025-03-10T23:30:00Z');
    expect(dueDatesDto(inputs([], { timeZone: 'Asia/Tokyo' }), late).today).toBe('2025-03-11');
    expect(dueDatesDto(inputs([], { timeZone: 'America/New_York' }), late).today).toBe('2025-03-10');
  });
});
