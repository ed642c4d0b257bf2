import { type ActorDto, type ClientSubmissionDto, summarizeAnswers } from '@bloom/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOwnerTimeZone } from '../../../lib/owner-dates';
import { SubmissionCard } from './submission-card';

const fields = [
  { id: 'f_goals', label: 'Project goals' },
  { id: 'f_budget', label: 'Budget range' },
  { id: 'f_colors', label: 'Brand colours' },
  { id: 'f_launch', label: 'Launch date' },
  { id: 'f_extra', label: 'Anything else?' },
];

function submission(responseData: Record<string, unknown>, extra: Partial<ClientSubmissionDto> = {}) {
  const { fields: summary, moreCount } = summarizeAnswers(responseData, fields);
  const dto: ClientSubmissionDto = {
    id: 'sub-1',
    stepId: 'step-1',
    stepName: 'Kickoff Questionnaire',
    stepType: 'onboarding',
    stepOrder: 1,
    status: 'submitted',
    submittedAt: '2026-03-04T15:30:00.000Z',
    reviewedAt: null,
    lastReview: null,
    submittedBy: null,
    summary,
    moreCount,
    ...extra,
  };
  return dto;
}

const render = (s: ClientSubmissionDto) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(SubmissionCard, { submission: s })));

/** The text a reader sees, tags removed. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('SubmissionCard', () => {
  it("shows the first 4 answers under the stage's field labels and '+N more fields...'", () => {
    const html = render(
      submission({
        f_goals: 'A calmer booking flow',
        f_budget: '$5k-$10k',
        f_colors: ['Teal', 'Sand'],
        f_launch: '2026-05-01',
        f_extra: 'No',
        legacy_field: 'kept',
      }),
    );
    const text = textOf(html);
    for (const label of ['Project goals', 'Budget range', 'Brand colours', 'Launch date'])
      expect(text).toContain(label);
    expect(text).toContain('Teal, Sand');
    expect(text).not.toContain('Anything else?');
    expect(text).not.toContain('f_goals');
    expect(text).toContain('+2 more fields...');
    expect(html).toContain('href="/submissions/sub-1"');
    expect(text).toContain('View Details');
    expect(text).toContain('Kickoff Questionnaire');
    expect(text).toContain('Onboarding');
    expect(text).toContain('Submitted');
  });

  it("says '+1 more field...' in the singular and nothing when every answer fits", () => {
    expect(
      textOf(render(submission({ f_goals: 'a', f_budget: 'b', f_colors: 'c', f_launch: 'd', f_extra: 'e' }))),
    ).toContain('+1 more field...');
    const few = textOf(render(submission({ f_goals: 'a', unknown_key: true })));
    expect(few).not.toContain('more field');
    // An answer whose field is gone keeps a readable label.
    expect(few).toContain('Unknown Key');
    expect(few).toContain('Yes');
  });

  it('marks a removed stage and a reviewed submission', () => {
    const text = textOf(render(submission({}, { stepName: null, stepType: null, status: 'reviewed' })));
    expect(text).toContain('Removed stage');
    expect(text).toContain('Reviewed');
    expect(text).not.toContain('Onboarding');
  });

  describe('who sent it', () => {
    beforeAll(() => setOwnerTimeZone('UTC'));
    afterAll(() => setOwnerTimeZone(null));
    const priya: ActorDto = { kind: 'contact', id: 'contact-priya', name: 'Priya Shah' };

    it("says 'Submitted by Priya on …' with the date as before", () => {
      const text = textOf(render(submission({}, { submittedBy: priya })));
      expect(text).toContain('Submitted by Priya Shah on Mar 4, 2026, 3:30 PM');
    });

    it('names no one for answers from before contacts', () => {
      const text = textOf(render(submission({})));
      expect(text).toContain('Submitted Mar 4, 2026, 3:30 PM');
      expect(text).not.toContain('Submitted by');
    });
  });

  describe('who reviewed it', () => {
    beforeAll(() => setOwnerTimeZone('UTC'));
    afterAll(() => setOwnerTimeZone(null));
    const dana: ActorDto = { kind: 'member', id: 'user-dana', name: 'Dana Admin' };
    const at = '2026-12-03T10:00:00.000Z';

    it("says 'Dana marked this reviewed on …' and 'Dana requested changes on …'", () => {
      const reviewed = submission({}, { status: 'reviewed', lastReview: { action: 'reviewed', actor: dana, at } });
      expect(textOf(render(reviewed))).toContain('Dana Admin marked this reviewed on Dec 3, 2026');
      const sentBack = submission(
        {},
        { status: 'changes_requested', lastReview: { action: 'changes_requested', actor: dana, at } },
      );
      expect(textOf(render(sentBack))).toContain('Dana Admin requested changes on Dec 3, 2026');
    });

    it('names no one for a review from before attribution, and says nothing while submitted', () => {
      const old = submission({}, { status: 'reviewed', lastReview: { action: 'reviewed', actor: null, at } });
      const text = textOf(render(old));
      expect(text).toContain('Marked reviewed on Dec 3, 2026');
      expect(text).not.toContain(' by ');
      expect(textOf(render(submission({})))).not.toContain('reviewed on');
    });
  });
});
