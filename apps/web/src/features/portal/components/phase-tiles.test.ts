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

const tiles = (stages: PortalStageDto[]) =>
  renderToStaticMarkup(createElement(PhaseTiles, { phases: phaseViews(stageViews(stages)), onJump: () => {} }));

describe('PhaseTiles (issue 31: only the phases a client goes through)', () => {
  it('a journey without Feedback stages gets two tiles sharing the row, and no 0/0', () => {
    const html = tiles([stage(1, 'onboarding', true), stage(2, 'deliverables')]);
    expect(html.match(/<button/g)).toHaveLength(2);
    expect(html).toContain('grid-cols-2');
    expect(html).toContain('aria-label="Onboarding: 1 of 1 done"');
    expect(html).toContain('aria-label="Deliverables: 0 of 1 done"');
    expect(html).not.toContain('Feedback');
    expect(html).not.toContain('/0<');
  });

  it('a journey in all three phases keeps three tiles', () => {
    const html = tiles([stage(1, 'onboarding'), stage(2, 'deliverables'), stage(3, 'feedback')]);
    expect(html.match(/<button/g)).toHaveLength(3);
    expect(html).toContain('grid-cols-3');
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
