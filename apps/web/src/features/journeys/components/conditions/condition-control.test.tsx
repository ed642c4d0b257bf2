import { CONDITION_MESSAGES, type Condition } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { render, textOf } from '../../../../lib/static-render';
import type { RuleTarget } from '../../conditions/condition-stages';
import { ConditionControl } from './condition-control';
import { DueRulePicker } from './due-rule-picker';

const budget: RuleTarget = {
  fieldId: 'budget',
  label: 'Budget',
  type: 'number',
  options: [],
  multi: false,
  stageLabel: 'Intake',
  sameStage: true,
};
const labels: Record<string, string> = { budget: 'Budget', type: 'Type' };
const labelOf = (id: string) => labels[id] ?? null;
const condition: Condition = {
  match: 'all',
  items: [
    { fieldId: 'budget', op: 'gt', value: 5000 },
    { fieldId: 'type', op: 'equals', value: 'Website' },
  ],
};
const control = (extra: Partial<Parameters<typeof ConditionControl>[0]> = {}) =>
  render(
    <ConditionControl
      condition={condition}
      subject="question"
      targets={[budget]}
      labelOf={labelOf}
      warnings={[]}
      readOnly={false}
      onChange={() => {}}
      {...extra}
    />,
  );

describe('a question’s conditions', () => {
  it('reads the condition as a sentence, with its warnings', () => {
    const text = textOf(control({ warnings: [CONDITION_MESSAGES.later] }));
    expect(text).toContain('Show when Budget is more than 5,000 and Type is Website');
    expect(text).toContain(CONDITION_MESSAGES.later);
    expect(text).toContain('Edit');
  });

  it('offers to add one when there is an earlier question, and says why not otherwise', () => {
    expect(textOf(control({ condition: null }))).toContain('Show this question only when…');
    const none = textOf(control({ condition: null, targets: [], subject: 'stage' }));
    expect(none).toContain(CONDITION_MESSAGES.noEarlierQuestion);
    expect(none).not.toContain('only when…');
  });

  it('shows a built-in’s condition without editing, and nothing when it has none', () => {
    expect(textOf(control({ readOnly: true }))).not.toContain('Edit');
    expect(control({ readOnly: true, condition: null })).toBe('');
  });
});

describe('a stage’s due date', () => {
  it('reads the rule in words, with the days to change', () => {
    const html = render(
      <DueRulePicker rule={{ from: 'start', days: 7 }} first={false} readOnly={false} onChange={() => {}} />,
    );
    expect(textOf(html)).toContain('7 days after the client starts');
    expect(html).toContain('value="7"');
    const fixed = render(<DueRulePicker rule={{ from: 'fixed' }} first readOnly={false} onChange={() => {}} />);
    expect(textOf(fixed)).toContain("Set each client's date on their page");
    expect(fixed).not.toContain('type="number"');
  });
});
