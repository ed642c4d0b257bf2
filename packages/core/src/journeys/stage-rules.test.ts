import { describe, expect, it } from 'vitest';
import { duplicateJourneyName } from './journey-api';
import { normalizeStage, normalizeStages, phaseFor, stagesInPhases, trimOptions } from './stage-rules';

describe('stage rules', () => {
  it('pairs step types with phases; custom keeps its own', () => {
    expect(phaseFor('onboarding', 'feedback')).toBe('onboarding');
    expect(phaseFor('milestone')).toBe('deliverables');
    expect(phaseFor('testimonial', 'onboarding')).toBe('feedback');
    expect(phaseFor('custom', 'deliverables')).toBe('deliverables');
    expect(phaseFor('custom')).toBe('onboarding');
  });

  it('an agreement stage keeps its phase like custom, onboarding by default', () => {
    expect(phaseFor('agreement', 'deliverables')).toBe('deliverables');
    expect(phaseFor('agreement')).toBe('onboarding');
    expect(phaseFor('agreement', null)).toBe('onboarding');
  });

  it('carries the agreement config on agreement stages only (a blank one when none is given)', () => {
    const config = { source: 'text', title: 'NDA', body: 'Text', documentId: null, order: 'owner_first' } as const;
    expect(
      normalizeStage({ stepType: 'agreement', name: 'Contract', formConfig: [], agreement: config }, 0).agreement,
    ).toEqual(config);
    expect(normalizeStage({ stepType: 'agreement', name: ' ', formConfig: [] }, 1).agreement).toEqual({
      source: 'text',
      title: 'Stage 2',
      body: '',
      documentId: null,
      order: 'clients_first',
    });
    expect(
      normalizeStage({ stepType: 'custom', name: 'C', formConfig: [], agreement: config }, 0).agreement,
    ).toBeNull();
  });

  it("names a blank stage 'Stage N' and drops blank options", () => {
    const stage = normalizeStage(
      {
        stepType: 'custom',
        name: '  ',
        description: '  ',
        formConfig: [{ id: 'f', type: 'radio', label: 'Pick', required: true, options: ['A', '', '  B ', '   '] }],
      },
      2,
    );
    expect(stage).toMatchObject({ stepOrder: 3, name: 'Stage 3', description: null, phase: 'onboarding' });
    expect(stage.formConfig[0]?.options).toEqual(['A', 'B']);
  });

  it('trims each option and drops blank lines, keeping order and inner spaces', () => {
    expect(trimOptions(['  Email (Weekly Updates) ', '', '\t', 'Slack\n', 'A  B'])).toEqual([
      'Email (Weekly Updates)',
      'Slack',
      'A  B',
    ]);
    expect(trimOptions([])).toEqual([]);
  });

  it('keeps the stages of the chosen phases in order', () => {
    const steps = [
      { id: 1, phase: 'onboarding' as const },
      { id: 2, phase: 'deliverables' as const },
      { id: 3, phase: 'feedback' as const },
      { id: 4, phase: 'onboarding' as const },
    ];
    expect(stagesInPhases(steps, ['onboarding', 'feedback']).map((s) => s.id)).toEqual([1, 3, 4]);
    expect(stagesInPhases(steps, [])).toEqual([]);
  });

  it('normalises every stage of a journey (options trimmed) and drops the rules on a later question', () => {
    const later = { match: 'all' as const, items: [{ fieldId: 'b', op: 'answered' as const }] };
    const [stage] = normalizeStages([
      {
        stepType: 'custom',
        name: '',
        showWhen: later,
        formConfig: [
          { id: 'a', type: 'radio', label: 'A', required: false, options: [' x ', '', 'y'], showWhen: later },
          { id: 'b', type: 'text', label: 'B', required: false },
        ],
      },
    ]);
    expect(stage).toMatchObject({ id: undefined, name: 'Stage 1', showWhen: null, due: null });
    expect(stage?.formConfig).toEqual([
      { id: 'a', type: 'radio', label: 'A', required: false, options: ['x', 'y'] },
      { id: 'b', type: 'text', label: 'B', required: false },
    ]);
  });

  it("copies a built-in under its own name and a workspace journey with ' (Copy)'", () => {
    expect(duplicateJourneyName({ name: 'Legal Services', isDefault: true })).toBe('Legal Services');
    expect(duplicateJourneyName({ name: 'My Flow', isDefault: false })).toBe('My Flow (Copy)');
  });
});
