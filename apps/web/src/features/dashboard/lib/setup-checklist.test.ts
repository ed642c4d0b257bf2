import { describe, expect, it } from 'vitest';
import { checklistItems, showChecklist } from './setup-checklist';

const none = {
  hasCustomJourney: false,
  hasClient: false,
  firstClientId: null,
  branding: false,
  journey: false,
  client: false,
  submission: false,
  dismissed: false,
};

describe('checklistItems', () => {
  it('lists branding, a journey, a client and a submission, each linking where it gets done', () => {
    const items = checklistItems(none);
    expect(items.map((i) => [i.key, i.done, i.to])).toEqual([
      ['branding', false, '/settings/branding'],
      ['journey', false, '/journeys'],
      ['client', false, '/clients/new'],
      ['submission', false, null],
    ]);
    expect(items.find((i) => i.key === 'submission')?.muted).toBe(true);
  });

  it('marks what the data shows as done; a submission is shared from the first client', () => {
    const items = checklistItems({ ...none, branding: true, client: true, hasClient: true, firstClientId: 'c 1' });
    expect(items.filter((i) => i.done).map((i) => i.key)).toEqual(['branding', 'client']);
    const submission = items.find((i) => i.key === 'submission');
    expect(submission).toMatchObject({ muted: false, to: '/clients/c%201' });
  });
});

describe('showChecklist', () => {
  it('shows while something is left, and hides once everything is done or it was dismissed', () => {
    expect(showChecklist(none)).toBe(true);
    expect(showChecklist({ ...none, dismissed: true })).toBe(false);
    expect(showChecklist({ ...none, branding: true, journey: true, client: true, submission: true })).toBe(false);
  });
});
