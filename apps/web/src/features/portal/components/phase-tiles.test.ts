import type { Phase, PortalStageDto } from '@bloom/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { portalStage, submission } from '../lib/portal-test-data';
import { phaseViews, stageViews } from '../lib/portal-view';
import { PhaseSection } from './phase-section';
import { PhaseTiles } from './phase-tiles';

const stage = (order: number, phase: Phase, done = false) =>
  portalStage(order, phase, done ? submission('submitted') : null);

const tiles = (stages: PortalStageDto[], today = '') =>
  renderToStaticMarkup(createElement(PhaseTiles, { phases: phaseViews(stageViews(stages), today), onJump: () => {} }));

/**
 * Each tile's aria-label, its accessible name from content (every text, block-level pieces apart)
 * and its visible text (without the screen-reader-only words).
 */
function tileNames(html: string) {
  const text = (markup: string) =>
    markup
      .replace(/<span class="[^"]*\bblock\b[^"]*">/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  return [...html.matchAll(/<button([^>]*)>([\s\S]*?)<\/button>/g)].map(([, attributes = '', inner = '']) => ({
    ariaLabel: /aria-label="([^"]*)"/.exec(attributes)?.[1],
    name: text(inner),
    visible: text(inner.replace(/<span class="sr-only">[^<]*<\/span>/g, '')),
  }));
}

describe('PhaseTiles (issue 31: only the phases a client goes through)', () => {
  it('a journey without Feedback stages gets two tiles sharing the row, and no 0/0', () => {
    const html = tiles([stage(1, 'onboarding', true), stage(2, 'deliverables')]);
    expect(html.match(/<button/g)).toHaveLength(2);
    expect(html).toContain('grid-cols-2');
    expect(tileNames(html).map((t) => t.name)).toEqual([
      'Onboarding 1/1 (1 of 1 done)',
      'Deliverables 0/1 (0 of 1 done)',
    ]);
    expect(html).not.toContain('Feedback');
    expect(html).not.toContain('/0<');
  });

  it('a journey in all three phases keeps three tiles', () => {
    const html = tiles([stage(1, 'onboarding'), stage(2, 'deliverables'), stage(3, 'feedback')]);
    expect(html.match(/<button/g)).toHaveLength(3);
    expect(html).toContain('grid-cols-3');
  });

  it('names each tile by its visible text, then says it in words (WCAG 2.5.3 label in name)', () => {
    const late = { ...stage(2, 'onboarding'), dueOn: '2020-01-01' };
    const html = tiles([stage(1, 'onboarding', true), late, stage(3, 'deliverables')], '2026-01-01');
    const named = tileNames(html);
    expect(named.map((t) => t.visible)).toEqual(['Onboarding 1/2 1 overdue', 'Deliverables 0/1']);
    for (const tile of named) {
      expect(tile.ariaLabel).toBeUndefined();
      expect(tile.name.startsWith(tile.visible)).toBe(true);
    }
    expect(named[0]?.name).toBe('Onboarding 1/2 1 overdue (1 of 2 done)');
  });

  it('a journey without stages has no tiles at all', () => {
    expect(tiles([])).toBe('');
  });
});

describe('PhaseSection', () => {
  it('says the progress and can always be opened: no "No stages in this phase"', () => {
    const [view] = phaseViews(stageViews([stage(1, 'deliverables')]));
    const html = renderToStaticMarkup(
      createElement(PhaseSection, { view: view!, open: true, onToggle: () => {}, children: null }),
    );
    expect(html).toContain('Deliverables &amp; Milestones');
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain('0 of 1 done');
    expect(html).not.toContain('No stages in this phase');
  });
});
