import type { Condition, ConditionGroup } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import type { RuleTarget } from './condition-stages';
import {
  cleanCondition,
  isIncomplete,
  newRule,
  reoperate,
  retarget,
  valueKind,
  withGroupRule,
  withItem,
} from './rule-edit';

const target = (fieldId: string, type: RuleTarget['type'], options: string[] = []): RuleTarget => ({
  fieldId,
  label: fieldId,
  type,
  options,
  multi: type === 'checkbox' && options.length > 0,
  stageLabel: 'Intake',
  sameStage: true,
});
const type = target('type', 'radio', ['Logo', 'Website']);
const budget = target('budget', 'number');
const start = target('start', 'date');
const extras = target('extras', 'checkbox', ['Print', 'Web']);
const tick = target('agree', 'checkbox');
const notes = target('notes', 'text');
const sign = target('sign', 'approval');
const upload = target('upload', 'file');

describe('a rule’s value input', () => {
  it('fits the question and the operator', () => {
    expect(valueKind(type, 'equals')).toBe('one');
    expect(valueKind(type, 'any_of')).toBe('many');
    expect(valueKind(type, 'answered')).toBe('none');
    expect(valueKind(budget, 'gt')).toBe('number');
    expect(valueKind(target('stars', 'star-rating'), 'lt')).toBe('number');
    expect(valueKind(start, 'lt')).toBe('date');
    expect(valueKind(extras, 'contains')).toBe('one');
    expect(valueKind(tick, 'equals')).toBe('tick');
    expect(valueKind(notes, 'contains')).toBe('text');
    expect(valueKind(notes, 'any_of')).toBe('list');
    expect(valueKind(sign, 'equals')).toBe('one');
    expect(valueKind(undefined, 'equals')).toBe('text');
  });
});

describe('editing a rule', () => {
  it('starts on the question’s first operator with a value to start from', () => {
    expect(newRule(type)).toEqual({ fieldId: 'type', op: 'equals', value: 'Logo' });
    expect(newRule(budget)).toEqual({ fieldId: 'budget', op: 'equals' });
    expect(newRule(extras)).toEqual({ fieldId: 'extras', op: 'contains', value: 'Print' });
    expect(newRule(tick)).toEqual({ fieldId: 'agree', op: 'equals', value: true });
    expect(newRule(sign)).toEqual({ fieldId: 'sign', op: 'equals', value: 'approved' });
    expect(newRule(upload)).toEqual({ fieldId: 'upload', op: 'answered' });
  });

  it('keeps the operator on another question when it allows it, else takes its first', () => {
    expect(retarget({ fieldId: 'budget', op: 'gt', value: 5 }, start)).toEqual({
      fieldId: 'start',
      op: 'gt',
      value: '',
    });
    expect(retarget({ fieldId: 'budget', op: 'gt', value: 5 }, type)).toEqual({
      fieldId: 'type',
      op: 'equals',
      value: 'Logo',
    });
  });

  it('carries the value between one and a list, and drops it for answered', () => {
    const one = { fieldId: 'type', op: 'equals' as const, value: 'Website' };
    const many = reoperate(one, 'any_of', type);
    expect(many).toEqual({ fieldId: 'type', op: 'any_of', value: ['Website'] });
    expect(reoperate(many, 'not_equals', type)).toEqual({ fieldId: 'type', op: 'not_equals', value: 'Website' });
    expect(reoperate(one, 'answered', type)).toEqual({ fieldId: 'type', op: 'answered' });
    expect(reoperate({ fieldId: 'budget', op: 'gt', value: 9 }, 'lt', budget)).toEqual({
      fieldId: 'budget',
      op: 'lt',
      value: 9,
    });
  });

  it('knows a rule still waiting for its value', () => {
    expect(isIncomplete({ fieldId: 'a', op: 'equals', value: '' })).toBe(true);
    expect(isIncomplete({ fieldId: 'a', op: 'gt' })).toBe(true);
    expect(isIncomplete({ fieldId: 'a', op: 'any_of', value: [' ', ''] })).toBe(true);
    expect(isIncomplete({ fieldId: 'a', op: 'answered' })).toBe(false);
    expect(isIncomplete({ fieldId: 'a', op: 'equals', value: false })).toBe(false);
    expect(isIncomplete({ fieldId: 'a', op: 'equals', value: 0 })).toBe(false);
  });
});

describe('what is saved of a condition', () => {
  it('leaves out unfinished rules and empty groups, trims values, and is null when nothing is left', () => {
    const c: Condition = {
      match: 'any',
      items: [
        { fieldId: 'type', op: 'equals', value: ' Website ' },
        { fieldId: 'budget', op: 'gt' },
        { match: 'all', rules: [{ fieldId: 'notes', op: 'equals', value: '' }] },
        {
          match: 'all',
          rules: [
            { fieldId: 'extras', op: 'any_of', value: ['Print', ' ', 'Web '] },
            { fieldId: 'upload', op: 'answered', value: 'stray' },
          ],
        },
      ],
    };
    expect(cleanCondition(c)).toEqual({
      match: 'any',
      items: [
        { fieldId: 'type', op: 'equals', value: 'Website' },
        {
          match: 'all',
          rules: [
            { fieldId: 'extras', op: 'any_of', value: ['Print', 'Web'] },
            { fieldId: 'upload', op: 'answered' },
          ],
        },
      ],
    });
    expect(cleanCondition({ match: 'all', items: [{ fieldId: 'x', op: 'lt' }] })).toBeNull();
    expect(cleanCondition(null)).toBeNull();
  });

  it('replaces or removes an item or a group’s rule, null once the last one goes', () => {
    const group: ConditionGroup = { match: 'any', rules: [{ fieldId: 'a', op: 'answered' }] };
    const c: Condition = { match: 'all', items: [{ fieldId: 'x', op: 'empty' }, group] };
    expect(withItem(c, 0, null)).toEqual({ match: 'all', items: [group] });
    expect(withItem(c, 1, { fieldId: 'y', op: 'answered' })?.items[1]).toEqual({ fieldId: 'y', op: 'answered' });
    expect(withItem({ match: 'all', items: [group] }, 0, null)).toBeNull();
    expect(withGroupRule(group, 0, null)).toBeNull();
    expect(withGroupRule(group, 0, { fieldId: 'b', op: 'empty' })).toEqual({
      match: 'any',
      rules: [{ fieldId: 'b', op: 'empty' }],
    });
  });
});
