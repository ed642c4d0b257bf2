import { CONDITION_MESSAGES, type Condition, type FormField } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import {
  type ConditionDraftStage,
  conditionWarnings,
  labelLookup,
  ruleTargets,
  stagesConditions,
  warningKey,
} from './condition-stages';

const field = (id: string, type: FormField['type'] = 'text', extra: Partial<FormField> = {}): FormField => ({
  id,
  type,
  label: id.toUpperCase(),
  required: false,
  ...extra,
});
const on = (fieldId: string): Condition => ({ match: 'all', items: [{ fieldId, op: 'answered' }] });
const stage = (key: string, fields: FormField[], extra: Partial<ConditionDraftStage> = {}): ConditionDraftStage => ({
  key,
  name: `Stage ${key}`,
  stepType: 'custom',
  formConfig: fields,
  showWhen: null,
  ...extra,
});

const journey = [
  stage('one', [field('type', 'radio', { options: ['Logo', ' Website ', ''] }), field('budget', 'number')]),
  stage('sign', [field('ignored')], { stepType: 'agreement' }),
  stage('two', [field('pages'), field('extras', 'checkbox', { options: ['Print'] }), field('ok', 'checkbox')]),
];

describe('the questions a rule may point at', () => {
  it('offers the earlier questions of the same stage first, then earlier stages’, nearest first', () => {
    const targets = ruleTargets(journey, 2, 2);
    expect(targets.map((t) => [t.fieldId, t.sameStage, t.stageLabel])).toEqual([
      ['pages', true, 'Stage two'],
      ['extras', true, 'Stage two'],
      ['type', false, 'Stage one'],
      ['budget', false, 'Stage one'],
    ]);
    expect(targets.find((t) => t.fieldId === 'type')).toMatchObject({ options: ['Logo', 'Website'], multi: false });
    expect(targets.find((t) => t.fieldId === 'extras')).toMatchObject({ multi: true });
  });

  it('offers nothing later, nothing of the stage itself to its own condition, no agreement’s fields', () => {
    expect(ruleTargets(journey, 0, 0)).toEqual([]);
    expect(ruleTargets(journey, 0, null)).toEqual([]);
    expect(ruleTargets(journey, 0, 1).map((t) => t.fieldId)).toEqual(['type']);
    expect(ruleTargets(journey, 2, null).map((t) => t.fieldId)).toEqual(['type', 'budget']);
  });

  it('offers a repeated id once: the nearest question, as the evaluator reads it', () => {
    const repeated = [stage('a', [field('notes')]), stage('b', [field('notes', 'textarea'), field('x')])];
    const targets = ruleTargets(repeated, 1, 1);
    expect(targets).toHaveLength(1);
    expect(targets[0]).toMatchObject({ fieldId: 'notes', type: 'textarea', sameStage: true });
  });

  it('names questions by label, a blank one as untitled, an unknown id as null', () => {
    const labelOf = labelLookup([stage('a', [field('x', 'text', { label: '  ' }), field('y')])]);
    expect(labelOf('x')).toBe('Untitled question');
    expect(labelOf('y')).toBe('Y');
    expect(labelOf('gone')).toBeNull();
  });
});

describe('the editor’s warnings', () => {
  it('flags a rule on a deleted question and one on a later question, where each sits', () => {
    const stages = [
      stage('a', [field('x', 'text', { showWhen: on('y') }), field('y')], { showWhen: on('x') }),
      stage('b', [field('z', 'text', { showWhen: on('gone') })]),
    ];
    const warnings = conditionWarnings(stages);
    expect(warnings.get(warningKey(0, 0))).toEqual([CONDITION_MESSAGES.later]);
    expect(warnings.get(warningKey(0, null))).toEqual([CONDITION_MESSAGES.later]);
    expect(warnings.get(warningKey(1, 0))).toEqual([CONDITION_MESSAGES.missing]);
    expect(warnings.size).toBe(3);
    const ofStage = stagesConditions(stages)(1);
    expect(ofStage.warnings(0)).toEqual([CONDITION_MESSAGES.missing]);
    expect(ofStage.warnings(null)).toEqual([]);
    expect(ofStage.targets(0).map((t) => t.fieldId)).toEqual(['x', 'y']);
  });

  it('flags nothing when every rule looks back', () => {
    expect(conditionWarnings(journey).size).toBe(0);
    expect(conditionWarnings([stage('a', [field('x')]), stage('b', [], { showWhen: on('x') })]).size).toBe(0);
  });
});
