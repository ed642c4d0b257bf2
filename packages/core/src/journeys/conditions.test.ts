import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conditionIssues, operatorsFor, pruneConditions } from './condition-checks';
import {
  type Condition,
  type ConditionalStage,
  type ConditionRule,
  dropHiddenAnswers,
  journeyVisibility,
  numberOf,
  ruleHolds,
  visibleFields,
} from './conditions';

const rule = (op: ConditionRule['op'], value?: ConditionRule['value']): ConditionRule => ({ fieldId: 'x', op, value });
const holds = (op: ConditionRule['op'], value: ConditionRule['value'] | undefined, answer: unknown) =>
  ruleHolds(rule(op, value), answer);
const all = (...items: Condition['items']): Condition => ({ match: 'all', items });
const any = (...items: Condition['items']): Condition => ({ match: 'any', items });
const r = (fieldId: string, op: ConditionRule['op'], value?: ConditionRule['value']): ConditionRule => ({
  fieldId,
  op,
  value,
});

describe('numberOf', () => {
  it('reads numbers and number-like text, nothing else', () => {
    expect(numberOf(5000)).toBe(5000);
    expect(numberOf('5,000')).toBe(5000);
    expect(numberOf(' $5,000.50 ')).toBe(5000.5);
    expect(numberOf('-12')).toBe(-12);
    expect(numberOf('€ 1 000')).toBe(1000);
    expect(numberOf('five')).toBeNull();
    expect(numberOf('1e3')).toBeNull();
    expect(numberOf('')).toBeNull();
    expect(numberOf(Number.NaN)).toBeNull();
    expect(numberOf(Number.POSITIVE_INFINITY)).toBeNull();
    expect(numberOf(true)).toBeNull();
    expect(numberOf(['5'])).toBeNull();
  });
});

describe('ruleHolds: each operator', () => {
  it('equals / not_equals on text: trimmed, case-insensitive', () => {
    expect(holds('equals', 'Website', 'website ')).toBe(true);
    expect(holds('equals', 'Website', 'Logo')).toBe(false);
    expect(holds('not_equals', 'Website', 'Logo')).toBe(true);
    expect(holds('not_equals', 'Website', 'WEBSITE')).toBe(false);
  });

  it('numbers: "5,000" equals and compares with 5000; text that is not a number never compares', () => {
    expect(holds('equals', 5000, '5,000')).toBe(true);
    expect(holds('equals', 5000, 5000)).toBe(true);
    expect(holds('equals', '5,000', 5000)).toBe(true);
    expect(holds('equals', 5000, 4999)).toBe(false);
    expect(holds('gt', 5000, '5,001')).toBe(true);
    expect(holds('gt', 5000, 5000)).toBe(false);
    expect(holds('gt', 5000, 12_000)).toBe(true);
    expect(holds('lt', 5000, '4,999.99')).toBe(true);
    expect(holds('lt', 5000, 5000)).toBe(false);
    expect(holds('gt', '5,000', 6000)).toBe(true);
    expect(holds('gt', 0, -1)).toBe(false);
    expect(holds('lt', 0, -1)).toBe(true);
    expect(holds('gt', 5000, 'lots')).toBe(false);
    expect(holds('lt', 5000, 'lots')).toBe(false);
    expect(holds('gt', 'lots', 6000)).toBe(false);
    // A star rating is a number too.
    expect(holds('gt', 3, 4)).toBe(true);
    expect(holds('lt', 3, 4)).toBe(false);
  });

  it('dates: compared as calendar dates; a non-date answer never compares', () => {
    expect(holds('gt', '2027-03-31', '2027-04-01')).toBe(true);
    expect(holds('gt', '2027-03-31', '2027-03-31')).toBe(false);
    expect(holds('lt', '2027-03-31', '2026-12-31')).toBe(true);
    expect(holds('lt', '2027-03-31', '2027-03-31')).toBe(false);
    expect(holds('equals', '2027-03-31', '2027-03-31')).toBe(true);
    expect(holds('not_equals', '2027-03-31', '2027-04-01')).toBe(true);
    expect(holds('gt', '2027-03-31', 'soon')).toBe(false);
    expect(holds('lt', '2027-03-31', 20270101)).toBe(false);
  });

  it('a multi-choice checkbox: contains, any of, equals on any picked option', () => {
    const picked = ['Logo', 'Website'];
    expect(holds('contains', 'website', picked)).toBe(true);
    expect(holds('contains', 'Print', picked)).toBe(false);
    // contains on a list is per option, never a substring of one.
    expect(holds('contains', 'Web', picked)).toBe(false);
    expect(holds('any_of', ['Print', 'Logo'], picked)).toBe(true);
    expect(holds('any_of', ['Print', 'Video'], picked)).toBe(false);
    expect(holds('any_of', [], picked)).toBe(false);
    expect(holds('equals', 'Logo', picked)).toBe(true);
    expect(holds('not_equals', 'Logo', picked)).toBe(false);
    expect(holds('answered', undefined, picked)).toBe(true);
    expect(holds('answered', undefined, [])).toBe(false);
    expect(holds('empty', undefined, [])).toBe(true);
  });

  it('contains on text is a substring; any_of on one answer is one of the options', () => {
    expect(holds('contains', 'shop', 'An online SHOP please')).toBe(true);
    expect(holds('contains', 'shop', 'A blog')).toBe(false);
    expect(holds('contains', undefined, 'A blog')).toBe(false);
    expect(holds('any_of', ['Logo', 'Website'], 'website')).toBe(true);
    expect(holds('any_of', 'Logo', 'Logo')).toBe(true);
    expect(holds('any_of', undefined, 'Logo')).toBe(false);
    expect(holds('any_of', ['5000'], 5000)).toBe(true);
  });

  it('a yes/no box: ticked is true, anything else is not ticked', () => {
    expect(holds('equals', true, true)).toBe(true);
    expect(holds('equals', true, false)).toBe(false);
    expect(holds('equals', true, undefined)).toBe(false);
    expect(holds('equals', false, false)).toBe(true);
    expect(holds('equals', false, undefined)).toBe(true);
    expect(holds('equals', false, true)).toBe(false);
    expect(holds('not_equals', true, undefined)).toBe(true);
    expect(holds('not_equals', false, true)).toBe(true);
    expect(holds('answered', undefined, true)).toBe(true);
    expect(holds('answered', undefined, false)).toBe(false);
    expect(holds('empty', undefined, false)).toBe(true);
  });

  it('an unanswered (or hidden) field: only empty and "is not" hold', () => {
    for (const blank of [undefined, null, '', []]) {
      expect(holds('answered', undefined, blank)).toBe(false);
      expect(holds('empty', undefined, blank)).toBe(true);
      expect(holds('equals', 'Logo', blank)).toBe(false);
      expect(holds('not_equals', 'Logo', blank)).toBe(true);
      expect(holds('contains', 'Logo', blank)).toBe(false);
      expect(holds('any_of', ['Logo'], blank)).toBe(false);
      expect(holds('gt', 0, blank)).toBe(false);
      expect(holds('lt', 10, blank)).toBe(false);
      expect(holds('gt', '2000-01-01', blank)).toBe(false);
    }
    // Zero is an answer.
    expect(holds('answered', undefined, 0)).toBe(true);
  });

  it('an unknown operator never holds', () => {
    expect(ruleHolds({ fieldId: 'x', op: 'matches' as ConditionRule['op'] }, 'x')).toBe(false);
  });

  it('offers the operators that fit each field type', () => {
    expect(operatorsFor('number', false)).toContain('gt');
    expect(operatorsFor('date', false)).toContain('lt');
    expect(operatorsFor('star-rating', false)).not.toContain('contains');
    expect(operatorsFor('checkbox', true)).toEqual(['contains', 'any_of', 'answered', 'empty']);
    expect(operatorsFor('checkbox', false)).toEqual(['equals', 'answered', 'empty']);
    expect(operatorsFor('file', false)).toEqual(['answered', 'empty']);
    expect(operatorsFor('radio', false)).not.toContain('gt');
    expect(operatorsFor('text', false)).toHaveLength(8);
  });
});

describe('journeyVisibility', () => {
  const brief: ConditionalStage = { id: 's1', fields: [{ id: 'type' }, { id: 'budget' }] };
  const websiteStage = (showWhen: Condition): ConditionalStage => ({ id: 's2', fields: [{ id: 'pages' }], showWhen });
  const run = (stages: ConditionalStage[], answers: Record<string, Record<string, unknown>>) =>
    journeyVisibility(stages, (id) => answers[id]);

  it('groups: all is AND, any is OR, one level of nesting', () => {
    const cond = all(r('type', 'equals', 'Website'), {
      match: 'any',
      rules: [r('budget', 'gt', 5000), r('budget', 'empty')],
    });
    const stages = [brief, websiteStage(cond)];
    expect(run(stages, { s1: { type: 'Website', budget: 9000 } })[1]?.applies).toBe(true);
    expect(run(stages, { s1: { type: 'Website' } })[1]?.applies).toBe(true);
    expect(run(stages, { s1: { type: 'Website', budget: '1,000' } })[1]?.applies).toBe(false);
    expect(run(stages, { s1: { type: 'Logo', budget: 9000 } })[1]?.applies).toBe(false);

    const either = any(r('type', 'equals', 'Website'), { match: 'all', rules: [r('budget', 'gt', 5000)] });
    expect(run([brief, websiteStage(either)], { s1: { type: 'Logo', budget: 9000 } })[1]?.applies).toBe(true);
    expect(run([brief, websiteStage(either)], { s1: { type: 'Logo', budget: 10 } })[1]?.applies).toBe(false);
  });

  it('an empty or absent condition always shows', () => {
    expect(run([brief, websiteStage(all())], {})[1]?.applies).toBe(true);
    expect(run([brief, { id: 's2', fields: [], showWhen: null }], {})[1]?.applies).toBe(true);
  });

  it('a stage that does not apply hides all its fields', () => {
    const out = run([brief, websiteStage(all(r('type', 'equals', 'Website')))], { s1: { type: 'Logo' } });
    expect(out[1]).toEqual({ applies: false, hiddenFieldIds: ['pages'] });
    expect(out[0]).toEqual({ applies: true, hiddenFieldIds: [] });
  });

  it('fields show on earlier answers of their own stage, live', () => {
    const stage: ConditionalStage = {
      id: 's1',
      fields: [{ id: 'type' }, { id: 'domain', showWhen: all(r('type', 'equals', 'Website')) }],
    };
    expect(run([stage], { s1: { type: 'Logo' } })[0]?.hiddenFieldIds).toEqual(['domain']);
    expect(run([stage], { s1: { type: 'Website' } })[0]?.hiddenFieldIds).toEqual([]);
  });

  it('a hidden field’s answer never counts, even when it is stored', () => {
    const stages: ConditionalStage[] = [
      {
        id: 's1',
        fields: [{ id: 'type' }, { id: 'pages', showWhen: all(r('type', 'equals', 'Website')) }],
      },
      { id: 's2', fields: [{ id: 'sitemap' }], showWhen: all(r('pages', 'gt', 3)) },
    ];
    const out = run(stages, { s1: { type: 'Logo', pages: 10 } });
    expect(out[0]?.hiddenFieldIds).toEqual(['pages']);
    expect(out[1]?.applies).toBe(false);
  });

  it('unresolvable rules show: a deleted field, a later field, the field itself', () => {
    const later: ConditionalStage[] = [
      { id: 's1', fields: [{ id: 'a', showWhen: all(r('b', 'equals', 'x')) }, { id: 'b' }] },
      { id: 's2', fields: [], showWhen: all(r('c', 'answered')) },
      { id: 's3', fields: [{ id: 'c' }] },
    ];
    const out = run(later, {});
    expect(out.map((v) => v.applies)).toEqual([true, true, true]);
    expect(out[0]?.hiddenFieldIds).toEqual([]);
    // One unresolvable rule makes the whole condition show, whatever the others say.
    const mixed: ConditionalStage[] = [
      { id: 's1', fields: [{ id: 'type' }] },
      { id: 's2', fields: [], showWhen: all(r('type', 'equals', 'Website'), r('gone', 'answered')) },
    ];
    expect(run(mixed, { s1: { type: 'Logo' } })[1]?.applies).toBe(true);
    const self: ConditionalStage[] = [{ id: 's1', fields: [{ id: 'a', showWhen: all(r('a', 'answered')) }] }];
    expect(run(self, {})[0]?.hiddenFieldIds).toEqual([]);
  });

  it('a repeated field id resolves to the nearest earlier field', () => {
    const stages: ConditionalStage[] = [
      { id: 's1', fields: [{ id: 'q' }] },
      { id: 's2', fields: [{ id: 'q' }, { id: 'x', showWhen: all(r('q', 'equals', 'two')) }] },
      { id: 's3', fields: [], showWhen: all(r('q', 'equals', 'two')) },
    ];
    const out = run(stages, { s1: { q: 'one' }, s2: { q: 'two' } });
    expect(out[1]?.hiddenFieldIds).toEqual([]);
    expect(out[2]?.applies).toBe(true);
    const back = run(stages, { s1: { q: 'two' }, s2: { q: 'one' } });
    expect(back[1]?.hiddenFieldIds).toEqual(['x']);
    expect(back[2]?.applies).toBe(false);
  });

  it('a stage’s own condition cannot read its own fields', () => {
    const stages: ConditionalStage[] = [{ id: 's1', fields: [{ id: 'a' }], showWhen: all(r('a', 'empty')) }];
    // The rule cannot be resolved before the stage, so it shows even though "a" is answered.
    expect(run(stages, { s1: { a: 'yes' } })[0]?.applies).toBe(true);
  });

  it('visibleFields keeps the shown fields in order', () => {
    const fields = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(visibleFields(fields, ['b'])).toEqual([{ id: 'a' }, { id: 'c' }]);
  });
});

describe('conditionIssues and pruneConditions', () => {
  const stages: ConditionalStage[] = [
    {
      id: 's1',
      fields: [
        { id: 'type' },
        { id: 'early', showWhen: all(r('late', 'answered')) },
        { id: 'ok', showWhen: all(r('type', 'equals', 'Website')) },
      ],
    },
    {
      id: 's2',
      showWhen: any(r('type', 'equals', 'Website'), { match: 'all', rules: [r('gone', 'answered')] }),
      fields: [{ id: 'late' }, { id: 'mixed', showWhen: all(r('gone', 'empty'), r('late', 'answered')) }],
    },
    { id: 's3', showWhen: all(r('s3field', 'answered')), fields: [{ id: 's3field' }] },
  ];

  it('flags rules whose field is deleted or comes later', () => {
    expect(conditionIssues(stages)).toEqual([
      { stageIndex: 0, fieldIndex: 1, fieldId: 'late', problem: 'later' },
      { stageIndex: 1, fieldIndex: null, fieldId: 'gone', problem: 'missing' },
      { stageIndex: 1, fieldIndex: 1, fieldId: 'gone', problem: 'missing' },
      { stageIndex: 2, fieldIndex: null, fieldId: 's3field', problem: 'later' },
    ]);
  });

  it('prunes exactly those rules; an emptied group or condition goes', () => {
    const pruned = pruneConditions(stages);
    expect(conditionIssues(pruned)).toEqual([]);
    expect(pruned[0]?.fields[1]).toEqual({ id: 'early' });
    expect(pruned[0]?.fields[2]).toEqual(stages[0]?.fields[2]);
    expect(pruned[1]?.showWhen).toEqual(any(r('type', 'equals', 'Website')));
    expect(pruned[1]?.fields[1]?.showWhen).toEqual(all(r('late', 'answered')));
    expect(pruned[2]?.showWhen).toBeNull();
    // Ids and the rest of each stage are kept.
    expect(pruned.map((s) => s.id)).toEqual(['s1', 's2', 's3']);
  });

  it('pruning keeps a journey with no problems as it is', () => {
    const clean: ConditionalStage[] = [
      { id: 's1', fields: [{ id: 'type' }] },
      { id: 's2', showWhen: all(r('type', 'answered')), fields: [{ id: 'x' }] },
    ];
    expect(pruneConditions(clean)).toEqual([{ ...clean[0], showWhen: null }, clean[1]]);
  });
});

// --- Property-based: the evaluator against a reference ---------------------------------------

/**
 * Each field id has one kind, so every answer to it is of that kind and the reference can state
 * each operator plainly for it. "zz" is never a field: rules on it cannot be resolved.
 */
type Kind = 'choice' | 'number' | 'flag' | 'multi' | 'date';
const KIND_OF: Record<string, Kind> = {
  c1: 'choice',
  c2: 'choice',
  n1: 'number',
  n2: 'number',
  b1: 'flag',
  m1: 'multi',
  d1: 'date',
};
const FIELD_IDS = Object.keys(KIND_OF);
const OPTIONS = ['Logo', 'Website', 'Print'];
const DATES = ['2027-01-01', '2027-03-31', '2027-04-01', '2028-12-31'];

const answerArb = (kind: Kind): fc.Arbitrary<unknown> => {
  switch (kind) {
    case 'choice':
      return fc.oneof(fc.constantFrom(...OPTIONS), fc.constantFrom('logo', ''));
    case 'number':
      return fc.integer({ min: -3, max: 3 });
    case 'flag':
      return fc.boolean();
    case 'multi':
      return fc.subarray(OPTIONS);
    case 'date':
      return fc.constantFrom(...DATES, '');
  }
};

const ruleArb: fc.Arbitrary<ConditionRule> = fc.constantFrom(...FIELD_IDS, 'zz').chain((fieldId) => {
  const kind = KIND_OF[fieldId] ?? 'choice';
  const presence = fc.constantFrom('answered' as const, 'empty' as const).map((op) => ({ fieldId, op }));
  const withValue = (ops: ConditionRule['op'][], value: fc.Arbitrary<ConditionRule['value']>) =>
    fc.record({ fieldId: fc.constant(fieldId), op: fc.constantFrom(...ops), value });
  switch (kind) {
    case 'choice':
      return fc.oneof(
        presence,
        withValue(['equals', 'not_equals', 'contains'], fc.constantFrom(...OPTIONS, 'web')),
        withValue(['any_of'], fc.subarray(OPTIONS)),
      );
    case 'number':
      return fc.oneof(presence, withValue(['equals', 'not_equals', 'gt', 'lt'], fc.integer({ min: -3, max: 3 })));
    case 'flag':
      return fc.oneof(presence, withValue(['equals', 'not_equals'], fc.boolean()));
    case 'multi':
      return fc.oneof(
        presence,
        withValue(['contains', 'equals'], fc.constantFrom(...OPTIONS)),
        withValue(['any_of'], fc.subarray(OPTIONS)),
      );
    case 'date':
      return fc.oneof(presence, withValue(['equals', 'not_equals', 'gt', 'lt'], fc.constantFrom(...DATES)));
  }
});

const conditionArb: fc.Arbitrary<Condition> = fc.record({
  match: fc.constantFrom('all' as const, 'any' as const),
  items: fc.array(
    fc.oneof(
      { weight: 3, arbitrary: ruleArb },
      {
        weight: 1,
        arbitrary: fc.record({
          match: fc.constantFrom('all' as const, 'any' as const),
          rules: fc.array(ruleArb, { minLength: 1, maxLength: 3 }),
        }),
      },
    ),
    { maxLength: 3 },
  ),
});

const maybeCondition = fc.option(conditionArb, { freq: 2, nil: undefined });

const journeyArb: fc.Arbitrary<ConditionalStage[]> = fc
  .array(
    fc.record({
      fields: fc.uniqueArray(fc.record({ id: fc.constantFrom(...FIELD_IDS), showWhen: maybeCondition }), {
        selector: (f) => f.id,
        maxLength: 4,
      }),
      showWhen: maybeCondition,
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((stages) => stages.map((s, i) => ({ ...s, id: `stage-${i}` })));

type AnswerBook = Record<string, Record<string, unknown>>;

/** Answers for every field of every stage (some left out), plus a stray key. */
const answersArb = (stages: ConditionalStage[]): fc.Arbitrary<AnswerBook> =>
  fc
    .tuple(
      ...stages.map((stage) =>
        fc.record(
          Object.fromEntries([
            ...stage.fields.map((f) => [f.id, answerArb(KIND_OF[f.id] ?? 'choice')] as const),
            ['stray', fc.constant('x')] as const,
          ]),
          { requiredKeys: [] },
        ),
      ),
    )
    .map((list) => Object.fromEntries(stages.map((s, i) => [s.id, list[i] as Record<string, unknown>])));

const journeyWithAnswers = journeyArb.chain((stages) => answersArb(stages).map((answers) => ({ stages, answers })));

/** The reference: the journey flattened into one list of fields, read front to back. */
function reference(stages: readonly ConditionalStage[], answers: AnswerBook) {
  const seen: { id: string; value: unknown; shown: boolean }[] = [];
  const blank = (v: unknown) => v === undefined || v === '' || v === false || (Array.isArray(v) && v.length === 0);
  const lower = (v: unknown) => String(v).toLowerCase();
  const ruleTrue = (rule: ConditionRule, kind: Kind, v: unknown): boolean => {
    const val = rule.value;
    if (rule.op === 'answered') return !blank(v);
    if (rule.op === 'empty') return blank(v);
    if (rule.op === 'not_equals') return !ruleTrue({ ...rule, op: 'equals' }, kind, v);
    if (kind === 'flag') return rule.op === 'equals' && (v === true) === (val === true);
    if (blank(v)) return false;
    const values = kind === 'multi' ? (v as string[]) : [v];
    switch (rule.op) {
      case 'equals':
        return values.some((x) => lower(x) === lower(val));
      case 'contains':
        return kind === 'multi' ? values.some((x) => lower(x) === lower(val)) : lower(v).includes(lower(val));
      case 'any_of':
        return values.some((x) => (val as string[]).some((o) => lower(o) === lower(x)));
      case 'gt':
        return kind === 'number' || kind === 'date' ? (v as number | string) > (val as number | string) : false;
      case 'lt':
        return kind === 'number' || kind === 'date' ? (v as number | string) < (val as number | string) : false;
      default:
        return false;
    }
  };
  const conditionTrue = (c: Condition | null | undefined): boolean => {
    if (!c || c.items.length === 0) return true;
    const target = (id: string) => seen.findLast((f) => f.id === id);
    const rules = c.items.flatMap((item) => ('rules' in item ? item.rules : [item]));
    if (rules.some((x) => !target(x.fieldId))) return true;
    const one = (x: ConditionRule) => {
      const t = target(x.fieldId);
      return ruleTrue(x, KIND_OF[x.fieldId] as Kind, t?.shown ? t.value : undefined);
    };
    const results = c.items.map((item) =>
      'rules' in item ? (item.match === 'all' ? item.rules.every(one) : item.rules.some(one)) : one(item),
    );
    return c.match === 'all' ? results.every(Boolean) : results.some(Boolean);
  };
  return stages.map((stage) => {
    const applies = conditionTrue(stage.showWhen);
    const hidden: string[] = [];
    for (const field of stage.fields) {
      const shown = applies && conditionTrue(field.showWhen);
      if (!shown) hidden.push(field.id);
      seen.push({ id: field.id, value: answers[stage.id]?.[field.id], shown });
    }
    return { applies, hiddenFieldIds: hidden };
  });
}

const visibility = (stages: readonly ConditionalStage[], answers: AnswerBook) =>
  journeyVisibility(stages, (id) => answers[id]);

describe('journeyVisibility, property-based', () => {
  it('agrees with the reference on random journeys and answers', () => {
    fc.assert(
      fc.property(journeyWithAnswers, ({ stages, answers }) => {
        expect(visibility(stages, answers)).toEqual(reference(stages, answers));
      }),
      { numRuns: 1000 },
    );
  });

  it('a stage and a field depend only on earlier answers: changing later ones never changes them', () => {
    const arb = journeyWithAnswers.chain(({ stages, answers }) =>
      fc.record({
        stages: fc.constant(stages),
        answers: fc.constant(answers),
        other: answersArb(stages),
        at: fc.nat({ max: stages.length - 1 }),
        from: fc.nat({ max: 4 }),
      }),
    );
    fc.assert(
      fc.property(arb, ({ stages, answers, other, at, from }) => {
        // Every answer from field `from` of stage `at` onward is replaced by another.
        const changed: AnswerBook = Object.fromEntries(
          stages.map((stage, s) => {
            if (s < at) return [stage.id, answers[stage.id] ?? {}];
            const mine = answers[stage.id] ?? {};
            const theirs = other[stage.id] ?? {};
            const kept = s === at ? stage.fields.slice(0, from).map((f) => f.id) : [];
            const merged: Record<string, unknown> = { ...theirs };
            for (const id of kept) {
              if (id in mine) merged[id] = mine[id];
              else delete merged[id];
            }
            return [stage.id, merged];
          }),
        );
        const before = visibility(stages, answers);
        const after = visibility(stages, changed);
        expect(after.slice(0, at)).toEqual(before.slice(0, at));
        expect(after[at]?.applies).toBe(before[at]?.applies);
        // Field `from` itself still shows or hides as before: only earlier answers decide.
        const upTo = new Set(stages[at]?.fields.slice(0, from + 1).map((f) => f.id));
        const early = (v: (typeof before)[number] | undefined) => v?.hiddenFieldIds.filter((id) => upTo.has(id));
        expect(early(after[at])).toEqual(early(before[at]));
      }),
      { numRuns: 1000 },
    );
  });

  it('hiding never changes an earlier stage: later stages, and their conditions, do not matter', () => {
    const arb = journeyWithAnswers.chain(({ stages, answers }) =>
      fc.record({
        stages: fc.constant(stages),
        answers: fc.constant(answers),
        cut: fc.nat({ max: stages.length }),
        hideAll: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(arb, ({ stages, answers, cut, hideAll }) => {
        const whole = visibility(stages, answers);
        expect(visibility(stages.slice(0, cut), answers)).toEqual(whole.slice(0, cut));
        // Every later stage and field made to never show.
        const never: Condition = all(r('b1', 'equals', true), r('b1', 'equals', false));
        const hidden = stages.map((stage, i) =>
          i < cut
            ? stage
            : {
                ...stage,
                showWhen: hideAll ? never : stage.showWhen,
                fields: stage.fields.map((f) => ({ ...f, showWhen: never })),
              },
        );
        expect(visibility(hidden, answers).slice(0, cut)).toEqual(whole.slice(0, cut));
      }),
      { numRuns: 1000 },
    );
  });

  it('dropHiddenAnswers drops exactly the hidden answers, and dropping them changes no visibility', () => {
    fc.assert(
      fc.property(journeyWithAnswers, ({ stages, answers }) => {
        const seen = visibility(stages, answers);
        const cleaned: AnswerBook = {};
        stages.forEach((stage, i) => {
          const hidden = seen[i]?.hiddenFieldIds ?? [];
          const given = answers[stage.id] ?? {};
          const { kept, dropped } = dropHiddenAnswers(given, hidden);
          expect(new Set(dropped)).toEqual(new Set(Object.keys(given).filter((id) => hidden.includes(id))));
          expect(kept).toEqual(Object.fromEntries(Object.entries(given).filter(([id]) => !hidden.includes(id))));
          cleaned[stage.id] = kept;
        });
        // Hidden answers never counted, so removing them changes nothing.
        expect(visibility(stages, cleaned)).toEqual(seen);
      }),
      { numRuns: 1000 },
    );
  });

  it('pruning leaves no issues, and a journey without issues evaluates the same after pruning', () => {
    fc.assert(
      fc.property(journeyWithAnswers, ({ stages, answers }) => {
        const pruned = pruneConditions(stages);
        expect(conditionIssues(pruned)).toEqual([]);
        if (conditionIssues(stages).length === 0) {
          expect(visibility(pruned, answers)).toEqual(visibility(stages, answers));
        }
      }),
      { numRuns: 500 },
    );
  });
});
