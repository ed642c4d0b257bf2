import { describe, expect, it } from 'vitest';
import { CONDITION_OPERATOR_LABELS, describeCondition, describeRule } from './condition-text';
import { CONDITION_OPERATORS, type Condition } from './conditions';

const labels: Record<string, string> = { budget: 'Budget', type: 'Type', extras: 'Extras', start: 'Start date' };
const labelOf = (id: string) => labels[id] ?? null;

describe('conditions as sentences', () => {
  it('reads the example: "Show when Budget is more than 5,000 and Type is Website"', () => {
    const c: Condition = {
      match: 'all',
      items: [
        { fieldId: 'budget', op: 'gt', value: 5000 },
        { fieldId: 'type', op: 'equals', value: 'Website' },
      ],
    };
    expect(describeCondition(c, labelOf)).toBe('Show when Budget is more than 5,000 and Type is Website');
  });

  it('each operator in words', () => {
    expect(describeRule({ fieldId: 'type', op: 'not_equals', value: 'Logo' }, labelOf)).toBe('Type is not Logo');
    expect(describeRule({ fieldId: 'extras', op: 'contains', value: 'Print' }, labelOf)).toBe('Extras contains Print');
    expect(describeRule({ fieldId: 'type', op: 'any_of', value: ['Logo', 'Website'] }, labelOf)).toBe(
      'Type is any of Logo, Website',
    );
    expect(describeRule({ fieldId: 'budget', op: 'answered' }, labelOf)).toBe('Budget is answered');
    expect(describeRule({ fieldId: 'budget', op: 'empty', value: 'ignored' }, labelOf)).toBe('Budget is empty');
    expect(describeRule({ fieldId: 'budget', op: 'lt', value: 1_250_000.5 }, labelOf)).toBe(
      'Budget is less than 1,250,000.5',
    );
    expect(describeRule({ fieldId: 'start', op: 'lt', value: '2027-03-31' }, labelOf)).toBe(
      'Start date is less than 2027-03-31',
    );
    expect(describeRule({ fieldId: 'extras', op: 'equals', value: true }, labelOf)).toBe('Extras is ticked');
    expect(describeRule({ fieldId: 'extras', op: 'equals', value: false }, labelOf)).toBe('Extras is not ticked');
    expect(describeRule({ fieldId: 'type', op: 'equals' }, labelOf)).toBe('Type is');
    for (const op of CONDITION_OPERATORS) expect(CONDITION_OPERATOR_LABELS[op]).toBeTruthy();
  });

  it('names a deleted question as such', () => {
    expect(describeRule({ fieldId: 'gone', op: 'answered' }, labelOf)).toBe('a deleted question is answered');
  });

  it('groups in brackets; a group of one rule without; "or" for any', () => {
    const c: Condition = {
      match: 'any',
      items: [
        { fieldId: 'type', op: 'equals', value: 'Website' },
        {
          match: 'all',
          rules: [
            { fieldId: 'budget', op: 'gt', value: 5000 },
            { fieldId: 'extras', op: 'contains', value: 'Print' },
          ],
        },
        { match: 'any', rules: [{ fieldId: 'start', op: 'answered' }] },
      ],
    };
    expect(describeCondition(c, labelOf)).toBe(
      'Show when Type is Website or (Budget is more than 5,000 and Extras contains Print) or Start date is answered',
    );
    expect(describeCondition(c, labelOf, 'Skip unless')).toMatch(/^Skip unless Type is Website/);
  });

  it('no condition, or one without rules, is always shown', () => {
    expect(describeCondition(null, labelOf)).toBe('Always shown');
    expect(describeCondition(undefined, labelOf)).toBe('Always shown');
    expect(describeCondition({ match: 'all', items: [] }, labelOf)).toBe('Always shown');
  });
});
