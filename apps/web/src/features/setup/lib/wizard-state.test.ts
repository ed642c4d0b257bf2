import { describe, expect, it } from 'vitest';
import { INITIAL_STATE, parseWizardState } from './wizard-state';

describe('parseWizardState', () => {
  it('starts over on nothing, bad JSON or an impossible step', () => {
    expect(parseWizardState(null)).toEqual(INITIAL_STATE);
    expect(parseWizardState('{')).toEqual(INITIAL_STATE);
    expect(parseWizardState(JSON.stringify({ step: 9 }))).toEqual(INITIAL_STATE);
    expect(parseWizardState(JSON.stringify({ step: 2.5 }))).toEqual(INITIAL_STATE);
  });

  it('restores a step with what the wizard made', () => {
    const journey = { id: 'j1', name: 'Web Design', templateKey: 'web-design', createdHere: true, stageCount: 9 };
    const client = { id: 'c1', clientName: 'Ada', shareToken: 'tok' };
    expect(parseWizardState(JSON.stringify({ step: 6, templateKey: 'web-design', journey, client }))).toEqual({
      step: 6,
      templateKey: 'web-design',
      journey,
      skipped: false,
      client,
    });
  });

  it('goes back to the template step when a later step has no journey', () => {
    expect(parseWizardState(JSON.stringify({ step: 5, journey: { id: 1 } })).step).toBe(3);
  });
});
