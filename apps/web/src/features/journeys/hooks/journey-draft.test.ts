import type { JourneyDto } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { draftFromJourney, draftReducer, draftSignature, toSaveInput } from './journey-draft';

const journey = {
  id: 'j1',
  name: 'Onboarding',
  description: null,
  introText: null,
  steps: [
    {
      id: 's1',
      stepOrder: 1,
      stepType: 'agreement',
      phase: 'onboarding',
      name: 'Contract',
      description: null,
      formConfig: [],
      deliverableSlots: [],
      agreement: {
        source: 'text',
        title: 'Service Agreement',
        body: 'Hi {{client_name}}',
        documentId: null,
        order: 'clients_first',
      },
      submissionCount: 0,
    },
    {
      id: 's2',
      stepOrder: 2,
      stepType: 'milestone',
      phase: 'deliverables',
      name: 'Designs',
      description: null,
      formConfig: [{ id: 'f1', type: 'text', label: 'Notes', required: false }],
      deliverableSlots: [],
      agreement: null,
      submissionCount: 0,
    },
  ],
} as unknown as JourneyDto;

describe('the journey draft with agreement stages', () => {
  it('saves an agreement stage with its config and no form fields, other stages without one', () => {
    const input = toSaveInput(draftFromJourney(journey));
    expect(input.stages[0]).toMatchObject({
      id: 's1',
      stepType: 'agreement',
      phase: 'onboarding',
      formConfig: [],
      agreement: { source: 'text', title: 'Service Agreement', body: 'Hi {{client_name}}', order: 'clients_first' },
    });
    expect(input.stages[1]).toMatchObject({ stepType: 'milestone', agreement: null });
    expect(input.stages[1]?.formConfig).toHaveLength(1);
  });

  it('gives a stage turned into an agreement a blank config titled like it, keeping its phase', () => {
    const draft = draftReducer(draftFromJourney(journey), {
      type: 'changeStageType',
      key: 's2',
      stepType: 'agreement',
    });
    const stage = toSaveInput(draft).stages[1];
    expect(stage).toMatchObject({
      stepType: 'agreement',
      phase: 'deliverables',
      formConfig: [],
      agreement: { source: 'text', title: 'Designs', body: '', documentId: null, order: 'clients_first' },
    });
  });

  it('marks the draft changed when the agreement changes, and keeps an uploaded PDF’s name', () => {
    const draft = draftFromJourney(journey);
    const config = {
      source: 'pdf' as const,
      title: 'MSA',
      body: '',
      documentId: 'doc-1',
      order: 'owner_first' as const,
    };
    const next = draftReducer(draft, {
      type: 'agreement',
      key: 's1',
      config,
      document: { fileName: 'msa.pdf', pageCount: 4 },
    });
    expect(draftSignature(next)).not.toBe(draftSignature(draft));
    expect(next.stages[0]?.agreementDocument).toEqual({ fileName: 'msa.pdf', pageCount: 4 });
    const retitled = draftReducer(next, { type: 'agreement', key: 's1', config: { ...config, title: 'MSA v2' } });
    expect(retitled.stages[0]?.agreementDocument).toEqual({ fileName: 'msa.pdf', pageCount: 4 });
    expect(toSaveInput(retitled).stages[0]?.agreement).toEqual({ ...config, title: 'MSA v2' });
  });
});

describe('the journey draft with payment stages', () => {
  it('gives a stage turned into a payment a blank config titled like it, saved without form fields', () => {
    const draft = draftReducer(draftFromJourney(journey), { type: 'changeStageType', key: 's2', stepType: 'payment' });
    const stage = toSaveInput(draft).stages[1];
    expect(stage).toMatchObject({
      stepType: 'payment',
      phase: 'deliverables',
      formConfig: [],
      agreement: null,
      payment: { title: 'Designs', schedule: { kind: 'full' } },
    });
    expect(toSaveInput(draftFromJourney(journey)).stages[1]?.payment).toBeNull();
  });

  it('saves the edited payment config and marks the draft changed', () => {
    const draft = draftReducer(draftFromJourney(journey), { type: 'changeStageType', key: 's2', stepType: 'payment' });
    const config = {
      title: 'Deposit',
      lines: [{ description: 'Design', quantity: 1, unitAmount: 100000, taxRateId: null }],
      schedule: { kind: 'full' as const },
    };
    const next = draftReducer(draft, { type: 'payment', key: 's2', config });
    expect(draftSignature(next)).not.toBe(draftSignature(draft));
    expect(toSaveInput(next).stages[1]?.payment).toEqual(config);
  });
});

describe('the journey draft with conditions and due dates', () => {
  const isNotes = { match: 'all' as const, items: [{ fieldId: 'f1', op: 'answered' as const }] };
  const withRules = {
    ...journey,
    steps: [
      journey.steps[0],
      {
        ...journey.steps[1],
        showWhen: isNotes,
        due: { from: 'previous', days: 3 },
        formConfig: [
          { id: 'f1', type: 'text', label: 'Notes', required: false },
          { id: 'f2', type: 'number', label: 'Budget', required: false, showWhen: isNotes },
        ],
      },
    ],
  } as unknown as JourneyDto;

  it('reads and saves a stage’s condition and due rule and a question’s condition as they were', () => {
    const input = toSaveInput(draftFromJourney(withRules));
    expect(input.stages[0]).toMatchObject({ showWhen: null, due: null });
    expect(input.stages[1]).toMatchObject({ showWhen: isNotes, due: { from: 'previous', days: 3 } });
    expect(input.stages[1]?.formConfig[1]).toEqual({
      id: 'f2',
      type: 'number',
      label: 'Budget',
      required: false,
      showWhen: isNotes,
    });
    expect(draftSignature(draftFromJourney(withRules))).toBe(draftSignature(draftFromJourney(withRules)));
  });

  it('marks the draft changed by a new rule, saving only finished rules and whole days', () => {
    const draft = draftFromJourney(withRules);
    const next = draftReducer(draft, {
      type: 'stageRules',
      key: 's2',
      patch: {
        due: { from: 'start', days: Number.NaN },
        showWhen: { match: 'any', items: [{ fieldId: 'f1', op: 'gt' }] },
      },
    });
    expect(draftSignature(next)).not.toBe(draftSignature(draft));
    expect(toSaveInput(next).stages[1]).toMatchObject({ showWhen: null, due: { from: 'start', days: 0 } });
    const unconditioned = draftReducer(draft, {
      type: 'updateField',
      stageKey: 's2',
      fieldId: 'f2',
      patch: { showWhen: null },
    });
    expect(toSaveInput(unconditioned).stages[1]?.formConfig[1]).not.toHaveProperty('showWhen');
  });

  it('gives a new stage no condition and no due date', () => {
    const draft = draftReducer(draftFromJourney(withRules), { type: 'addStage', key: 'new' });
    expect(toSaveInput(draft).stages[2]).toMatchObject({ showWhen: null, due: null });
  });
});
