import { describe, expect, it } from 'vitest';
import { plural } from '../plural';
import {
  completedSteps,
  formatAnswer,
  moreFieldsLabel,
  portalUrl,
  prettifyKey,
  progressPercent,
  stepOfLabel,
  stepProgressRows,
  stepProgressStatus,
  stepsCompletedLabel,
  summarizeAnswers,
} from './client-rules';

describe('progress', () => {
  it('is current_step / steps × 100, rounded, and 0 without steps', () => {
    expect(progressPercent(0, 5)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(1, 8)).toBe(13); // 12.5 rounds up
    expect(progressPercent(5, 5)).toBe(100);
    expect(progressPercent(3, 0)).toBe(0);
  });

  it('never leaves 0..100 when a journey lost stages after the client advanced', () => {
    expect(progressPercent(7, 4)).toBe(100);
    expect(progressPercent(-1, 4)).toBe(0);
    expect(completedSteps(7, 4)).toBe(4);
    expect(stepOfLabel(7, 4)).toBe('Step 4 of 4');
    expect(stepsCompletedLabel(2, 5)).toBe('Step 2 of 5 completed');
  });

  it('marks steps completed up to current_step, the next in progress, the rest pending', () => {
    expect([1, 2, 3, 4].map((p) => stepProgressStatus(p, 2))).toEqual([
      'completed',
      'completed',
      'in_progress',
      'pending',
    ]);
    expect(stepProgressRows([{ id: 'a' }, { id: 'b' }], 0)).toEqual([
      { id: 'a', status: 'in_progress' },
      { id: 'b', status: 'pending' },
    ]);
    expect(stepProgressRows([{ id: 'a' }, { id: 'b' }], 2).map((r) => r.status)).toEqual(['completed', 'completed']);
  });
});

describe('answer summary', () => {
  const form = [
    { id: 'f1', label: 'Company name' },
    { id: 'f2', label: 'Budget' },
    { id: 'f3', label: '  ' },
    { id: 'f4', label: 'Services' },
    { id: 'f5', label: 'Approved' },
  ];

  it('labels answers by the stage field labels in stage order, then +N more', () => {
    const s = summarizeAnswers(
      { f5: true, f4: ['Design', 'SEO'], f2: 5000, f1: 'Acme', legacy_field: 'x', f3: 'blank label' },
      form,
    );
    expect(s.fields).toEqual([
      { fieldId: 'f1', label: 'Company name', value: 'Acme' },
      { fieldId: 'f2', label: 'Budget', value: '5000' },
      { fieldId: 'f3', label: 'F3', value: 'blank label' },
      { fieldId: 'f4', label: 'Services', value: 'Design, SEO' },
    ]);
    expect(s.moreCount).toBe(2);
  });

  it('falls back to prettified keys for answers whose field is gone', () => {
    const s = summarizeAnswers({ project_goals: 'Grow', launchDate: '2026-01-01' }, []);
    expect(s.fields.map((f) => f.label)).toEqual(['Project Goals', 'Launch Date']);
    expect(s.moreCount).toBe(0);
  });

  it('formats values', () => {
    expect(formatAnswer(false)).toBe('No');
    expect(formatAnswer('')).toBe('—');
    expect(formatAnswer([])).toBe('—');
    expect(formatAnswer({ name: 'brief.pdf' })).toBe('brief.pdf');
    expect(formatAnswer({ a: 1 })).toBe('{"a":1}');
    expect(prettifyKey('client-email.address')).toBe('Client Email Address');
  });

  it('pluralises counts and the more-fields line', () => {
    expect(plural(1, 'item')).toBe('1 item');
    expect(plural(3, 'item')).toBe('3 items');
    expect(moreFieldsLabel(1)).toBe('+1 more field...');
    expect(moreFieldsLabel(4)).toBe('+4 more fields...');
  });

  it('builds the portal URL', () => {
    expect(portalUrl('https://app.example.com/', 'abc_-1')).toBe('https://app.example.com/c/abc_-1');
  });
});
