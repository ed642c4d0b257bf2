import type { ActorDto, SubmissionDetailDto, SubmissionEventDto, SubmissionListItemDto } from '@bloom/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOwnerTimeZone } from '../../../lib/owner-dates';
import { ReviewPanel } from './review-panel';
import { SubmissionHistory } from './submission-history';
import { SubmissionRow } from './submission-row';

const DANA: ActorDto = { kind: 'member', id: 'user-dana', name: 'Dana Admin' };
const PRIYA: ActorDto = { kind: 'contact', id: 'contact-priya', name: 'Priya Shah' };
const AT = '2026-12-03T10:00:00.000Z';

const row = (extra: Partial<SubmissionListItemDto>): SubmissionListItemDto => ({
  id: 'sub-1',
  stepId: 'step-1',
  stepName: 'Kickoff',
  stepType: 'onboarding',
  stepOrder: 1,
  status: 'submitted',
  submittedAt: '2026-12-01T10:00:00.000Z',
  reviewedAt: null,
  lastReview: null,
  submittedBy: null,
  summary: [],
  moreCount: 0,
  clientId: 'client-1',
  clientName: 'Jo Client',
  projectName: 'Website',
  journeyName: 'Onboarding',
  ...extra,
});

/** The text a reader sees, tags removed. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const inbox = (s: SubmissionListItemDto) =>
  textOf(
    renderToStaticMarkup(
      createElement(MemoryRouter, null, createElement(SubmissionRow, { submission: s, inboxSearch: '' })),
    ),
  );
const history = (events: SubmissionEventDto[]) =>
  textOf(renderToStaticMarkup(createElement(SubmissionHistory, { history: events })));
const panel = (submittedBy: ActorDto | null) => {
  const s = row({});
  const detail: SubmissionDetailDto = {
    id: s.id,
    status: s.status,
    submittedAt: s.submittedAt,
    reviewedAt: null,
    lastReview: null,
    submittedBy,
    updatedAt: s.submittedAt,
    client: { id: s.clientId, clientName: s.clientName, projectName: s.projectName, clientEmail: null },
    journey: null,
    stage: null,
    answers: [],
    history: [],
    changesComment: null,
    previousId: null,
    nextId: null,
  };
  const page = createElement(MemoryRouter, null, createElement(ReviewPanel, { submission: detail }));
  return textOf(renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, page)));
};

describe('which contact sent a submission', () => {
  beforeAll(() => setOwnerTimeZone('UTC'));
  afterAll(() => setOwnerTimeZone(null));

  it("the inbox row and the detail say 'Submitted by Priya on …' with the date as before", () => {
    expect(inbox(row({ submittedBy: PRIYA }))).toContain('Submitted by Priya Shah on Dec 1, 2026, 10:00 AM');
    expect(panel(PRIYA)).toContain('Submitted by Priya Shah on Dec 1, 2026, 10:00 AM');
  });

  it('names no one for answers from before contacts', () => {
    expect(inbox(row({}))).toContain('Submitted Dec 1, 2026, 10:00 AM');
    expect(inbox(row({}))).not.toContain('Submitted by');
    expect(panel(null)).toContain('Submitted Dec 1, 2026, 10:00 AM');
  });

  it("the history names the contact beside the client's own events", () => {
    const text = history([
      { action: 'submitted', comment: null, at: '2026-12-01T10:00:00.000Z', actor: PRIYA },
      { action: 'changes_requested', comment: 'More photos', at: '2026-12-02T10:00:00.000Z', actor: DANA },
      { action: 'resubmitted', comment: null, at: AT, actor: { ...PRIYA, id: null, name: 'Sam Lee' } },
    ]);
    expect(text).toContain('Submitted by Priya Shah');
    expect(text).toContain('Changes requested by Dana Admin');
    expect(text).toContain('Updated by Sam Lee');
    expect(text).not.toContain('by the client');
  });
});

describe('who reviewed a submission', () => {
  beforeAll(() => setOwnerTimeZone('UTC'));
  afterAll(() => setOwnerTimeZone(null));

  it("the inbox row says 'Dana marked this reviewed on …' on the workspace's day", () => {
    const reviewed = row({
      status: 'reviewed',
      reviewedAt: AT,
      lastReview: { action: 'reviewed', actor: DANA, at: AT },
    });
    expect(inbox(reviewed)).toContain('Dana Admin marked this reviewed on Dec 3, 2026');
    setOwnerTimeZone('Pacific/Honolulu');
    expect(
      inbox({ ...reviewed, lastReview: { action: 'reviewed', actor: DANA, at: '2026-12-03T05:00:00.000Z' } }),
    ).toContain('on Dec 2, 2026');
    setOwnerTimeZone('UTC');
  });

  it('says who sent it back, names no one for an old review, and nothing while submitted', () => {
    const back = row({ status: 'changes_requested', lastReview: { action: 'changes_requested', actor: DANA, at: AT } });
    expect(inbox(back)).toContain('Dana Admin requested changes on Dec 3, 2026');
    const old = row({ status: 'changes_requested', lastReview: { action: 'changes_requested', actor: null, at: AT } });
    expect(inbox(old)).toContain('Changes requested on Dec 3, 2026');
    expect(inbox(row({}))).not.toMatch(/reviewed on|changes on/);
  });

  it('the history names the member beside each review action, and no one for the client or old rows', () => {
    const text = history([
      { action: 'submitted', comment: null, at: '2026-12-01T10:00:00.000Z', actor: null },
      { action: 'changes_requested', comment: 'More photos', at: '2026-12-02T10:00:00.000Z', actor: DANA },
      { action: 'resubmitted', comment: null, at: '2026-12-02T12:00:00.000Z', actor: null },
      { action: 'reviewed', comment: null, at: AT, actor: null },
    ]);
    expect(text).toContain('Submitted by the client');
    expect(text).toContain('Changes requested by Dana Admin');
    expect(text).toContain('Updated by the client');
    expect(text).toMatch(/Marked reviewed (?!by)/);
  });
});
