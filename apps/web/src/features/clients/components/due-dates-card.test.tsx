import { type ClientDueDatesDto, DEADLINE_MESSAGES as M, type StageDueDateDto } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { dueDateKeys } from '../../../api/deadlines';
import { render, textOf } from '../clients-test-data';
import { DueDatesCard } from './due-dates-card';

const stage = (stageId: string, name: string, extra: Partial<StageDueDateDto> = {}): StageDueDateDto => ({
  stageId,
  name,
  order: Number(stageId.slice(1)),
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
  timeZone: 'Europe/Paris',
  today: '2026-03-10',
  startedOn,
  stages,
});

const client = { id: 'c1', journey: { id: 'j1', name: 'Website', description: null, introText: null } };
const card = (seed: ClientDueDatesDto | Error, journey = true) =>
  render(<DueDatesCard client={{ ...client, journey: journey ? client.journey : null }} />, [
    [dueDateKeys.client('c1'), seed],
  ]);

describe('DueDatesCard', () => {
  it('lists the stages that apply with their dates, chips and the way to change them', () => {
    const html = card(
      dates([
        stage('s1', 'Brief', { completed: true, dueOn: '2026-03-04' }),
        stage('s2', 'Content', { dueOn: '2026-03-08', state: 'overdue', label: 'Overdue by 2 days' }),
        stage('s3', 'Launch', {
          rule: { from: 'fixed' },
          ruleText: 'A date you set for each client',
          dueOn: '2026-03-10',
          overrideOn: '2026-03-10',
          state: 'due-today',
          label: 'Due today',
        }),
        stage('s4', 'Hidden', { applies: false }),
      ]),
    );
    const text = textOf(html);
    expect(text).toContain(M.cardTitle);
    expect(text).toContain('1. Brief');
    expect(text).toContain(`Mar 4 · 3 days after the client starts ${M.done}`);
    expect(text).toContain('Overdue by 2 days · 3 days after the client starts Overdue by 2 days');
    expect(text).toContain(`Due today · ${M.yourDate} Due today`);
    expect(text).not.toContain('Hidden');
    // A done stage has nothing to change; the others do, and the owner's date can be cleared.
    expect(html.match(new RegExp(M.changeDate, 'g'))).toHaveLength(2);
    expect(text).toContain(`${M.clear} Launch`);
    expect(html.match(/data-testid="due-chip"/g)).toHaveLength(3);
  });

  it('says why dates are missing before the client starts', () => {
    const text = textOf(card(dates([stage('s1', 'Brief')], null)));
    expect(text).toContain(M.notStarted);
    expect(text).toContain(M.waitingForStart);
    expect(text).toContain(`${M.setDate} Brief`);
  });

  it('shows the empty, no-journey and failed states', () => {
    expect(textOf(card(dates([stage('s1', 'Brief', { applies: false })])))).toContain(M.noStages);
    expect(textOf(card(dates([]), false))).toContain(M.noJourney);
    const failed = textOf(card(new Error('Network down')));
    expect(failed).toContain(`${M.loadFailed} Network down`);
    expect(failed).toContain('Try again');
  });

  it('shows a skeleton while loading', () => {
    const html = render(<DueDatesCard client={client} />, []);
    expect(html).toContain('aria-busy="true"');
    expect(textOf(html)).toContain(M.loading);
  });
});
