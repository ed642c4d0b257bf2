import type { JourneySummaryDto } from '@bloom/core';
import { SETUP_MESSAGES } from '../setup-messages';

/** The wizard's choices in the spec's order: the ten built-ins by slug, then a blank journey. */
export const WIZARD_TEMPLATE_ORDER = [
  'web-design',
  'brand-identity',
  'coaching',
  'photography',
  'content-creation',
  'marketing',
  'real-estate',
  'legal',
  'wedding',
  'freelance-writing',
] as const;

export const SCRATCH = 'scratch';

export interface WizardTemplate {
  /** The built-in's slug, or 'scratch'. */
  key: string;
  /** The built-in journey's id; null for scratch. */
  journeyId: string | null;
  name: string;
  description: string;
  stageCount: number;
}

const slugOf = (id: string) => id.replace(/^builtin-/, '');

/** The built-ins from the journeys list in the wizard's order, then 'Start from Scratch'. */
export function wizardTemplates(journeys: readonly JourneySummaryDto[]): WizardTemplate[] {
  const rank = (slug: string) => {
    const i = (WIZARD_TEMPLATE_ORDER as readonly string[]).indexOf(slug);
    return i === -1 ? WIZARD_TEMPLATE_ORDER.length : i;
  };
  const builtins = journeys
    .filter((j) => j.origin === 'builtin' && !j.isArchived)
    .map((j) => ({
      key: slugOf(j.id),
      journeyId: j.id,
      name: j.name,
      description: j.description ?? '',
      stageCount: j.stageCount,
    }))
    .sort((a, b) => rank(a.key) - rank(b.key));
  return [
    ...builtins,
    {
      key: SCRATCH,
      journeyId: null,
      name: SETUP_MESSAGES.scratchName,
      description: SETUP_MESSAGES.scratchDescription,
      stageCount: 0,
    },
  ];
}

/** The templates whose name or description holds the search, ignoring case and accents. */
export function filterTemplates(templates: readonly WizardTemplate[], query: string): WizardTemplate[] {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const q = fold(query.trim());
  if (!q) return [...templates];
  return templates.filter((t) => fold(t.name).includes(q) || fold(t.description).includes(q));
}

/**
 * The workspace journey a template already became (an earlier visit of the wizard, or the owner's
 * own copy by the same name), so going through setup again does not pile up copies.
 */
export function existingCopy(
  journeys: readonly JourneySummaryDto[],
  template: Pick<WizardTemplate, 'key' | 'name'>,
): JourneySummaryDto | undefined {
  const name = template.key === SCRATCH ? SETUP_MESSAGES.customJourney : template.name;
  return journeys.find((j) => j.origin === 'workspace' && !j.isArchived && j.name === name);
}
