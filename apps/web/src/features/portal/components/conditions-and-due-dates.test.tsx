import type { Condition, FormField, PortalStageDto } from '@bloom/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { localToday } from '../lib/due-chip';
import { portalPayload, portalStage, submission } from '../lib/portal-test-data';
import { Notice } from './notice';
import { PortalPage } from './portal-page';
import { StageForm } from './stage-form';

const noop = () => {};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const isWebsite: Condition = { match: 'all', items: [{ fieldId: 'type', op: 'equals', value: 'Website' }] };
const fields: FormField[] = [
  { id: 'type', type: 'radio', label: 'Project type', required: true, options: ['Website', 'Logo'] },
  { id: 'url', type: 'text', label: 'Current website', required: true, showWhen: isWebsite },
  { id: 'budget', type: 'number', label: 'Budget', required: false },
  { id: 'launch', type: 'date', label: 'Launch date', required: true },
];
const briefStage: PortalStageDto = { ...portalStage(1, 'onboarding'), name: 'Brief', fields };

const form = (initial: Record<string, string | number>) =>
  renderToStaticMarkup(
    <StageForm
      token="tok"
      stage={briefStage}
      journey={[briefStage]}
      done={false}
      maxUploadBytes={1024}
      initial={initial}
      onLeave={noop}
      onDraftSaved={noop}
      onSubmitted={noop}
      onLockOut={() => false}
    />,
  );

describe('the stage form with conditional questions', () => {
  it('draws a question only while its condition holds over the answers', () => {
    expect(text(form({}))).not.toContain('Current website');
    expect(text(form({ type: 'Logo' }))).not.toContain('Current website');
    expect(text(form({ type: 'Website' }))).toContain('Current website');
  });

  it('draws number and date questions with the right keyboards and the answers', () => {
    const html = form({ budget: 5000, launch: '2027-03-31' });
    expect(html).toMatch(/<input[^>]*inputMode="decimal"[^>]*value="5000"/);
    expect(html).toMatch(/<input[^>]*type="date"[^>]*required=""[^>]*value="2027-03-31"/);
    expect(text(html)).toContain('Budget');
    expect(text(html)).toContain('Launch date');
  });
});

describe('the page with stages that do not apply and due dates', () => {
  const today = localToday();
  const stages: PortalStageDto[] = [
    { ...briefStage, submission: { ...submission('submitted'), answers: { type: 'Logo' } } },
    { ...portalStage(2, 'onboarding'), name: 'Website pages', applies: false, dueOn: '2020-01-01' },
    { ...portalStage(3, 'onboarding'), name: 'Logo ideas', dueOn: '2020-01-01' },
    { ...portalStage(4, 'deliverables'), name: 'Logo concepts', dueOn: '2999-06-30' },
  ];
  const html = renderToStaticMarkup(
    <PortalPage
      token="tok"
      data={portalPayload(stages, 1)}
      update={noop}
      refresh={async () => null}
      lockOut={() => false}
      memory={new Map()}
    />,
  );
  const t = text(html);

  it('never shows a stage that does not apply, nor counts it', () => {
    expect(t).not.toContain('Website pages');
    expect(t).toMatch(/Onboarding 1 \/2 1 overdue \(1 of 2 done\)/);
    expect(t).toMatch(/Deliverables 0 \/1 \(0 of 1 done\)/);
    expect(t).toContain('1 of 2 done');
  });

  it('marks an open stage past its date in words, and dates the others', () => {
    expect(today > '2020-01-01').toBe(true);
    expect(t).toMatch(/Logo ideas .*Overdue by \d+ days/);
    expect(t).toContain('Due Jun 30, 2999');
    expect(t).toContain('1 overdue');
  });
});

describe('Notice', () => {
  it('a note about removed answers stays until closed, with a labelled close button', () => {
    const html = renderToStaticMarkup(
      <Notice notice={{ id: 1, text: 'Thanks!', note: 'Your answer to “Pages” was removed.' }} onDone={noop} />,
    );
    expect(text(html)).toContain('Thanks!');
    expect(text(html)).toContain('Your answer to “Pages” was removed.');
    expect(html).toContain('aria-label="Close"');
  });
});
