import { BUILTIN_JOURNEYS, type JourneySummaryDto } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { existingCopy, filterTemplates, SCRATCH, WIZARD_TEMPLATE_ORDER, wizardTemplates } from './wizard-templates';

const summary = (over: Partial<JourneySummaryDto>): JourneySummaryDto => ({
  id: 'x',
  workspaceId: null,
  origin: 'builtin',
  name: 'x',
  description: null,
  isDefault: true,
  isArchived: false,
  usageCount: 0,
  activeClients: 0,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  stageCount: 5,
  phaseStageCounts: { onboarding: 2, deliverables: 2, feedback: 1 },
  ...over,
});

const builtins = BUILTIN_JOURNEYS.map((j) =>
  summary({ id: `builtin-${j.slug}`, name: j.name, description: j.description, stageCount: j.steps.length }),
);

describe('wizardTemplates', () => {
  it("lists the ten built-ins in the spec's order, then Start from Scratch with no stages", () => {
    const own = summary({ id: 'own-1', origin: 'workspace', name: 'Mine', isDefault: false });
    const templates = wizardTemplates([own, ...[...builtins].reverse()]);
    expect(templates.map((t) => t.key)).toEqual([...WIZARD_TEMPLATE_ORDER, SCRATCH]);
    expect(templates[0]).toMatchObject({ journeyId: 'builtin-web-design', name: 'Web Design & Development' });
    expect(templates.at(-1)).toMatchObject({ name: 'Start from Scratch', journeyId: null, stageCount: 0 });
  });
});

describe('filterTemplates', () => {
  const templates = wizardTemplates(builtins);
  it('filters by name or description, ignoring case', () => {
    expect(filterTemplates(templates, 'PHOTO').map((t) => t.key)).toContain('photography');
    const byDescription =
      templates
        .find((t) => t.key === 'legal')
        ?.description.split(' ')
        .at(-1) ?? '';
    expect(filterTemplates(templates, byDescription).map((t) => t.key)).toContain('legal');
    expect(filterTemplates(templates, 'scratch').map((t) => t.key)).toEqual([SCRATCH]);
    expect(filterTemplates(templates, '  ')).toHaveLength(11);
    expect(filterTemplates(templates, 'zzzz')).toEqual([]);
  });
});

describe('existingCopy', () => {
  it('finds a live workspace journey named like the template, never a built-in or an archived one', () => {
    const web = { key: 'web-design', name: 'Web Design & Development' };
    const copy = summary({ id: 'mine', origin: 'workspace', name: web.name, isDefault: false });
    expect(existingCopy([...builtins], web)).toBeUndefined();
    expect(existingCopy([...builtins, { ...copy, isArchived: true }], web)).toBeUndefined();
    expect(existingCopy([...builtins, copy], web)?.id).toBe('mine');
    const custom = summary({ id: 'blank', origin: 'workspace', name: 'Custom Journey', isDefault: false });
    expect(existingCopy([custom], { key: SCRATCH, name: 'Start from Scratch' })?.id).toBe('blank');
  });
});
