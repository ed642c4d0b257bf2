import { describe, expect, it } from 'vitest';
import type { FormField } from '../journeys/types';
import {
  checkAnswer,
  checkAnswers,
  checkStageAnswers,
  displayAnswer,
  fieldKind,
  isJourneyComplete,
  phaseProgress,
  portalStepStatuses,
  stageFields,
  timelineStatus,
} from './portal-rules';

const f = (type: string, extra: Partial<FormField> = {}): FormField =>
  ({ id: 'x', type, label: 'Answer', required: true, ...extra }) as FormField;
const value = (field: FormField, raw: unknown) => checkAnswer(field, raw);

describe('checkAnswer by field type', () => {
  it('text, email and textarea: trimmed strings with a length cap', () => {
    expect(value(f('text'), '  Jo  ')).toEqual({ value: 'Jo' });
    expect(value(f('text'), '   ')).toEqual({ empty: true });
    expect(value(f('text'), 5)).toEqual({ error: 'Answer is not valid' });
    expect(value(f('text'), 'x'.repeat(1001))).toEqual({ error: 'Answer must be 1000 characters or fewer' });
    expect(value(f('textarea'), 'x'.repeat(10_000))).toEqual({ value: 'x'.repeat(10_000) });
    expect(value(f('email'), 'jo@example.com')).toEqual({ value: 'jo@example.com' });
    expect(value(f('email'), 'jo@example')).toEqual({ error: 'Please enter a valid email address' });
  });

  it('radio and select: one of the options', () => {
    const field = f('radio', { options: ['Solo', 'Team'] });
    expect(value(field, 'Team')).toEqual({ value: 'Team' });
    expect(value(field, 'Other')).toEqual({ error: 'Choose one of the options for Answer' });
    expect(value(f('select', { options: [] }), 'Anything')).toEqual({ value: 'Anything' });
  });

  it('checkbox: a list of options, or one yes/no box', () => {
    const list = f('checkbox', { options: ['A', 'B', 'C'] });
    expect(value(list, ['C', 'A', 'A'])).toEqual({ value: ['A', 'C'] });
    expect(value(list, [])).toEqual({ empty: true });
    expect(value(list, ['D'])).toEqual({ error: 'Choose one of the options for Answer' });
    expect(value(list, 'A')).toEqual({ error: 'Choose one of the options for Answer' });
    expect(value(f('checkbox'), true)).toEqual({ value: true });
    expect(value(f('checkbox'), false)).toEqual({ empty: true });
    expect(value(f('checkbox'), 'yes')).toEqual({ error: 'Answer is not valid' });
  });

  it('file: a reference to an upload', () => {
    const id = '3f2b8c1e-7d4a-4e0b-9a51-2c6d8e9f0a1b';
    expect(
      value(f('file'), { attachmentId: id.toUpperCase(), name: 'a.pdf', size: 3, mimeType: 'application/pdf' }),
    ).toEqual({
      value: { attachmentId: id, name: 'a.pdf', size: 3, mimeType: 'application/pdf' },
    });
    expect(value(f('file'), 'a.pdf')).toEqual({ error: 'Upload the file again' });
    expect(value(f('file'), { attachmentId: 'nope' })).toEqual({ error: 'Upload the file again' });
  });

  it('color, star-rating and approval', () => {
    expect(value(f('color'), '#14B8A6')).toEqual({ value: '#14b8a6' });
    expect(value(f('color'), 'teal')).toEqual({ error: 'Enter a colour like #14b8a6' });
    expect(value(f('star-rating', { maxRating: 3 }), 3)).toEqual({ value: 3 });
    expect(value(f('star-rating', { maxRating: 3 }), 4)).toEqual({ error: 'Choose a rating from 1 to 3' });
    expect(value(f('star-rating'), 2.5)).toEqual({ error: 'Choose a rating from 1 to 5' });
    expect(value(f('approval'), 'approved')).toEqual({ value: 'approved' });
    expect(value(f('approval'), 'changes_requested')).toEqual({ value: 'changes_requested' });
    expect(value(f('approval'), true)).toEqual({ error: 'Choose Approve or Request changes' });
  });

  it('number: a finite number, or text such as "5,000" or "$1,250.50", stored as a number', () => {
    const n = f('number');
    expect(value(n, 5000)).toEqual({ value: 5000 });
    expect(value(n, '5,000')).toEqual({ value: 5000 });
    expect(value(n, ' $1,250.50 ')).toEqual({ value: 1250.5 });
    expect(value(n, '-3')).toEqual({ value: -3 });
    expect(value(n, 0)).toEqual({ value: 0 });
    expect(value(n, '')).toEqual({ empty: true });
    expect(value(n, 'lots')).toEqual({ error: 'Answer must be a number' });
    expect(value(n, '1e5')).toEqual({ error: 'Answer must be a number' });
    expect(value(n, Number.NaN)).toEqual({ error: 'Answer must be a number' });
    expect(value(n, Number.POSITIVE_INFINITY)).toEqual({ error: 'Answer must be a number' });
    expect(value(n, 1e12)).toEqual({ value: 1e12 });
    expect(value(n, -1e12 - 1)).toEqual({ error: 'Answer must be a number' });
    expect(value(n, true)).toEqual({ error: 'Answer must be a number' });
    expect(value(n, [5])).toEqual({ error: 'Answer must be a number' });
    expect(checkAnswer(n, 'lots', 'draft')).toEqual({ error: 'Answer must be a number' });
  });

  it('date: a real calendar date written YYYY-MM-DD', () => {
    const d = f('date');
    expect(value(d, '2027-03-31')).toEqual({ value: '2027-03-31' });
    expect(value(d, '2028-02-29')).toEqual({ value: '2028-02-29' });
    expect(value(d, '')).toEqual({ empty: true });
    for (const bad of ['2027-02-29', '2027-13-01', '31/03/2027', '2027-3-31', '1800-01-01', 20270331, true]) {
      expect(value(d, bad), String(bad)).toEqual({ error: 'Enter a date like 2027-03-31' });
    }
  });

  it('number and date fields are required like any other on submit, not in a draft', () => {
    const fields = [f('number', { id: 'budget', label: 'Budget' }), f('date', { id: 'start', label: 'Start' })];
    expect(checkAnswers(fields, { budget: '', start: '' }, 'submit').errors).toEqual({
      budget: 'Budget is required',
      start: 'Start is required',
    });
    expect(checkAnswers(fields, {}, 'draft')).toEqual({ answers: {}, errors: {} });
    expect(checkAnswers(fields, { budget: '12,000', start: '2027-04-01' }, 'submit')).toEqual({
      answers: { budget: 12000, start: '2027-04-01' },
      errors: {},
    });
  });

  it('a draft keeps a half-typed email or colour; submitting does not', () => {
    expect(checkAnswer(f('email'), 'maya@', 'draft')).toEqual({ value: 'maya@' });
    expect(checkAnswer(f('color'), '#7c3', 'draft')).toEqual({ value: '#7c3' });
    expect(checkAnswer(f('color'), '#7c3')).toEqual({ error: 'Enter a colour like #14b8a6' });
    expect(checkAnswer(f('email'), 5, 'draft')).toEqual({ error: 'Answer is not valid' });
    expect(checkAnswer(f('radio', { options: ['A'] }), 'B', 'draft')).toEqual({
      error: 'Choose one of the options for Answer',
    });
  });

  it('an unknown type is text', () => {
    expect(fieldKind({ type: 'slider' as FormField['type'] })).toBe('text');
    expect(value(f('slider'), 'ok')).toEqual({ value: 'ok' });
  });
});

describe('each answer is typed by its field (issue 24)', () => {
  /** `[[…leaf…]]` or `{"a":{…}}` nested `depth` deep, built without recursion. */
  const nested = (depth: number, leaf: unknown, kind: 'array' | 'object') => {
    let v = leaf;
    for (let i = 0; i < depth; i++) v = kind === 'array' ? [v] : { a: v };
    return v;
  };
  const id = '3f2b8c1e-7d4a-4e0b-9a51-2c6d8e9f0a1b';
  const fields: [FormField, string][] = [
    [f('text'), 'Answer is not valid'],
    [f('email'), 'Answer is not valid'],
    [f('textarea'), 'Answer is not valid'],
    [f('radio', { options: ['A'] }), 'Answer is not valid'],
    [f('select', { options: ['A'] }), 'Answer is not valid'],
    [f('checkbox', { options: ['A'] }), 'Choose one of the options for Answer'],
    [f('checkbox'), 'Answer is not valid'],
    [f('file'), 'Upload the file again'],
    [f('color'), 'Enter a colour like #14b8a6'],
    [f('star-rating', { maxRating: 4 }), 'Choose a rating from 1 to 4'],
    [f('approval'), 'Choose Approve or Request changes'],
    [f('number'), 'Answer must be a number'],
    [f('date'), 'Enter a date like 2027-03-31'],
  ];

  it("a nested value (however deep) gets the field's own message, in a draft and on submit", () => {
    for (const [field, message] of fields) {
      for (const kind of ['array', 'object'] as const) {
        for (const depth of [2, 30, 10_000]) {
          for (const mode of ['draft', 'submit'] as const) {
            const leaf = field.type === 'file' ? { attachmentId: id } : 'A';
            expect(checkAnswer(field, nested(depth, leaf, kind), mode), `${field.type} ${kind} ${depth}`).toEqual({
              error: message,
            });
          }
        }
      }
    }
  });

  it("a file answer is the upload's shape: a uuid, and name, size and type of their own types, nothing else", () => {
    const file = f('file');
    const good = { attachmentId: id, name: 'a.pdf', size: 3, mimeType: 'application/pdf' };
    expect(checkAnswer(file, good)).toEqual({ value: good });
    expect(checkAnswer(file, { attachmentId: id })).toEqual({
      value: { attachmentId: id, name: 'file', size: 0, mimeType: 'application/octet-stream' },
    });
    for (const bad of [
      { ...good, name: ['a.pdf'] },
      { ...good, size: '3' },
      { ...good, mimeType: { type: 'x' } },
      { ...good, extra: [[[]]] },
      JSON.parse(`{"attachmentId":"${id}","__proto__":{}}`),
      [good],
    ]) {
      expect(checkAnswer(file, bad)).toEqual({ error: 'Upload the file again' });
    }
  });

  it('a list field takes a list of its options only; a rating a whole number in range', () => {
    const list = f('checkbox', { options: ['A', 'B'] });
    expect(checkAnswer(list, [['A']])).toEqual({ error: 'Choose one of the options for Answer' });
    expect(checkAnswer(list, [{ 0: 'A' }])).toEqual({ error: 'Choose one of the options for Answer' });
    const stars = f('star-rating', { maxRating: 5 });
    expect(checkAnswer(stars, [5])).toEqual({ error: 'Choose a rating from 1 to 5' });
    expect(checkAnswer(stars, '5')).toEqual({ error: 'Choose a rating from 1 to 5' });
    expect(checkAnswer(stars, 6)).toEqual({ error: 'Choose a rating from 1 to 5' });
  });
});

describe('displayAnswer', () => {
  it("cleans a stored file answer's name and leaves other answers alone", () => {
    const stored = { attachmentId: 'a', name: 'report\u202Efdp.docx', size: 1, mimeType: 'x' };
    expect(displayAnswer(stored)).toEqual({ ...stored, name: 'reportfdp.docx' });
    expect(displayAnswer('invoice\u202Efdp.exe')).toBe('invoice\u202Efdp.exe');
    expect(displayAnswer(['a'])).toEqual(['a']);
    expect(displayAnswer(null)).toBeNull();
  });
});

describe('checkAnswers', () => {
  const fields = [
    f('text', { id: 'name', label: 'Full name' }),
    f('email', { id: 'mail', label: 'Email', required: false }),
  ];

  it("drops unknown keys and says '{label} is required' on submit only", () => {
    expect(checkAnswers(fields, { other: 1, mail: '' }, 'submit')).toEqual({
      answers: {},
      errors: { name: 'Full name is required' },
    });
    expect(checkAnswers(fields, { other: 1 }, 'draft')).toEqual({ answers: {}, errors: {} });
    expect(checkAnswers(fields, 'not an object', 'submit').errors).toEqual({ name: 'Full name is required' });
  });

  it('keeps a field id like __proto__ a plain key', () => {
    const odd = [f('text', { id: '__proto__' })];
    const { answers } = checkAnswers(odd, JSON.parse('{"__proto__":"x"}'), 'submit');
    expect(Object.getPrototypeOf(answers)).toBe(Object.prototype);
    expect(Object.hasOwn(answers, '__proto__')).toBe(true);
  });

  it('the testimonial stage has the fixed form (1-5 stars, text up to 300) before its own questions', () => {
    const stage = {
      stepType: 'testimonial',
      fields: [f('text', { id: 'rating' }), f('text', { id: 'extra', label: 'Extra' })],
    };
    expect(stageFields(stage).map((x) => x.id)).toEqual([
      'rating',
      'testimonial',
      'client_title',
      'client_company',
      'share_permission',
      'extra',
    ]);
    expect(checkStageAnswers(stage, { testimonial: 'x'.repeat(301), extra: 'e' }, 'submit').errors).toEqual({
      rating: 'Choose a rating from 1 to 5',
      testimonial: 'Your testimonial must be 300 characters or fewer',
    });
    expect(
      checkStageAnswers(stage, { rating: 5, testimonial: 'Great', extra: 'e', share_permission: true }, 'submit'),
    ).toEqual({
      answers: { rating: 5, testimonial: 'Great', share_permission: true, extra: 'e' },
      errors: {},
    });
  });
});

describe('step status, phases and the timeline (docs/product.md#the-page)', () => {
  const stages = [
    { phase: 'onboarding', order: 1, completed: true },
    { phase: 'onboarding', order: 2, completed: false },
    { phase: 'onboarding', order: 3, completed: false },
    { phase: 'deliverables', order: 4, completed: false },
    { phase: 'feedback', order: 5, completed: true },
  ] as const;

  it('completed with a submission; current for the first open stage of each phase; else locked', () => {
    expect(portalStepStatuses(stages)).toEqual(['completed', 'current', 'locked', 'current', 'completed']);
  });

  it('an agreement not yet signed locks every later stage, in any phase, until it completes', () => {
    const journey = (signed: boolean) =>
      [
        { phase: 'onboarding', order: 1, completed: true, stepType: 'onboarding' },
        { phase: 'onboarding', order: 2, completed: signed, stepType: 'agreement' },
        { phase: 'onboarding', order: 3, completed: false, stepType: 'onboarding' },
        { phase: 'deliverables', order: 4, completed: false, stepType: 'milestone' },
        { phase: 'feedback', order: 5, completed: false, stepType: 'testimonial' },
      ] as const;
    // Without the agreement, the deliverables and feedback phases would each have a current stage.
    expect(portalStepStatuses(journey(false))).toEqual(['completed', 'current', 'locked', 'locked', 'locked']);
    expect(portalStepStatuses(journey(true))).toEqual(['completed', 'completed', 'current', 'current', 'current']);
  });

  it('an agreement in a later phase gates only what comes after it; earlier stages follow the usual rule', () => {
    const stages = [
      { phase: 'onboarding', order: 1, completed: false, stepType: 'onboarding' },
      { phase: 'onboarding', order: 2, completed: false, stepType: 'onboarding' },
      { phase: 'deliverables', order: 3, completed: false, stepType: 'agreement' },
      { phase: 'deliverables', order: 4, completed: false, stepType: 'milestone' },
      { phase: 'feedback', order: 5, completed: true, stepType: 'testimonial' },
    ] as const;
    // The agreement is the first open stage of its phase, so it is current; a completed stage stays completed.
    expect(portalStepStatuses(stages)).toEqual(['current', 'locked', 'current', 'locked', 'completed']);
  });

  it('two agreements: the first unsigned one is the gate', () => {
    const stages = [
      { phase: 'onboarding', order: 1, completed: true, stepType: 'agreement' },
      { phase: 'onboarding', order: 2, completed: false, stepType: 'agreement' },
      { phase: 'deliverables', order: 3, completed: false, stepType: 'milestone' },
    ] as const;
    expect(portalStepStatuses(stages)).toEqual(['completed', 'current', 'locked']);
  });

  it('callers without stepType get no gating (the generic signature still works)', () => {
    const stages = [
      { phase: 'onboarding', order: 1, completed: false },
      { phase: 'deliverables', order: 2, completed: false },
    ] as const;
    expect(portalStepStatuses(stages)).toEqual(['current', 'current']);
  });

  it('phase progress counts completed of total', () => {
    expect(phaseProgress(stages, 'onboarding')).toEqual({ completed: 1, total: 3 });
    expect(phaseProgress(stages, 'feedback')).toEqual({ completed: 1, total: 1 });
  });

  it('the timeline by order against the count', () => {
    expect([1, 2, 3, 4].map((o) => timelineStatus(o, 2))).toEqual(['completed', 'completed', 'current', 'upcoming']);
    expect(isJourneyComplete(3, 3)).toBe(true);
    expect(isJourneyComplete(2, 3)).toBe(false);
    expect(isJourneyComplete(0, 0)).toBe(false);
  });
});
