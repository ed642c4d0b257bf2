import type { Condition, FormField, PortalStageDto } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { portalPayload, portalStage, submission } from './portal-test-data';
import { journeyIsComplete, phaseViews, stageViews, timeline } from './portal-view';
import { applyingView, hiddenFieldIds, removedNote, stageApplies, withShownFields } from './stage-visibility';

const when = (fieldId: string, value: string): Condition => ({
  match: 'all',
  items: [{ fieldId, op: 'equals', value }],
});
const field = (id: string, showWhen?: Condition): FormField => ({
  id,
  type: 'text',
  label: id,
  required: true,
  showWhen,
});

/** Stage 1 asks the project type; stage 2 asks the URL only for a website; stage 3 asks about the logo. */
const journey = (answers: PortalStageDto['submission'], applies2 = true): PortalStageDto[] => [
  { ...portalStage(1, 'onboarding', answers), fields: [field('type'), field('url', when('type', 'Website'))] },
  {
    ...portalStage(2, 'onboarding'),
    applies: applies2,
    fields: applies2
      ? [field('pages', when('type', 'Website'))]
      : [{ id: 'pages', type: 'text', label: '', required: false }],
  },
  { ...portalStage(3, 'onboarding'), fields: [field('notes'), field('logo_style', when('pages', '5'))] },
];
const sent = (answers: Record<string, string>) => ({ ...submission('submitted'), answers });
const draft = (answers: Record<string, string>) => ({ ...submission('draft'), answers });

describe('hiddenFieldIds (live conditions in the open form)', () => {
  it('follows what is typed in the stage being answered', () => {
    const stages = journey(null);
    expect(hiddenFieldIds(stages, 's1', {})).toEqual(['url']);
    expect(hiddenFieldIds(stages, 's1', { type: 'Website' })).toEqual([]);
    expect(hiddenFieldIds(stages, 's1', { type: 'website ' })).toEqual([]);
    expect(hiddenFieldIds(stages, 's1', { type: 'Logo' })).toEqual(['url']);
  });

  it("reads the other stages' submitted answers, never a draft", () => {
    expect(hiddenFieldIds(journey(sent({ type: 'Website' })), 's2', {})).toEqual([]);
    expect(hiddenFieldIds(journey(sent({ type: 'Logo' })), 's2', {})).toEqual(['pages']);
    expect(hiddenFieldIds(journey(draft({ type: 'Website' })), 's2', {})).toEqual(['pages']);
    expect(hiddenFieldIds(journey({ ...sent({ type: 'Website' }), status: 'changes_requested' }), 's2', {})).toEqual(
      [],
    );
  });

  it('a stage that does not apply is a stub: its answers count as unanswered, its ids still resolve', () => {
    const stages = journey(sent({ type: 'Logo' }), false);
    stages[1] = { ...stages[1]!, submission: sent({ pages: '5' }) };
    // 'pages' is found in the stub (so the rule is evaluated, not "always show") and reads as empty.
    expect(hiddenFieldIds(stages, 's3', {})).toEqual(['logo_style']);
  });

  it('a hidden answer in the open stage feeds no later condition', () => {
    const stages: PortalStageDto[] = [
      {
        ...portalStage(1, 'onboarding'),
        fields: [field('type'), field('url', when('type', 'Website')), field('host', when('url', 'x.com'))],
      },
    ];
    expect(hiddenFieldIds(stages, 's1', { type: 'Website', url: 'x.com' })).toEqual([]);
    expect(hiddenFieldIds(stages, 's1', { type: 'Logo', url: 'x.com' })).toEqual(['url', 'host']);
  });
});

describe('withShownFields', () => {
  it('keeps only the shown questions, and the same stage when none is hidden', () => {
    const [stage] = journey(null);
    expect(withShownFields(stage!, ['url']).fields.map((f) => f.id)).toEqual(['type']);
    expect(withShownFields(stage!, [])).toBe(stage);
  });
});

describe('stages that do not apply', () => {
  const stages = [
    portalStage(1, 'onboarding', submission('submitted')),
    { ...portalStage(2, 'onboarding'), applies: false },
    portalStage(3, 'deliverables', submission('submitted')),
    { ...portalStage(4, 'feedback'), applies: false },
  ];
  const data = applyingView(portalPayload(stages, 2));

  it('are left out of the page: tiles, counts, the timeline and completion', () => {
    expect(data.stages.map((s) => s.id)).toEqual(['s1', 's3']);
    const phases = phaseViews(stageViews(data.stages));
    expect(phases.map((p) => [p.phase, p.completed, p.total])).toEqual([
      ['onboarding', 1, 1],
      ['deliverables', 1, 1],
    ]);
    expect(journeyIsComplete(data)).toBe(true);
    expect(timeline(data).map((t) => t.status)).toEqual(['completed', 'completed']);
  });

  it('a payload where every stage applies is kept as it is; one without the flag shows every stage', () => {
    const all = portalPayload([portalStage(1, 'onboarding')], 0);
    expect(applyingView(all)).toBe(all);
    expect(stageApplies({} as PortalStageDto)).toBe(true);
  });
});

describe('removedNote', () => {
  it('names each removed answer once, and says nothing when none was removed', () => {
    expect(removedNote([])).toBeUndefined();
    expect(removedNote(undefined)).toBeUndefined();
    expect(removedNote([{ stageId: 's2', stageName: 'Website', fieldLabels: ['Pages'] }])).toBe(
      'Your answer to “Pages” was removed because it no longer applies.',
    );
    expect(
      removedNote([
        { stageId: 's1', stageName: 'Brief', fieldLabels: ['Website URL', 'Notes'] },
        { stageId: 's2', stageName: 'Website', fieldLabels: ['Notes'] },
      ]),
    ).toBe('Your answers to “Website URL”, “Notes” were removed because they no longer apply.');
  });
});
