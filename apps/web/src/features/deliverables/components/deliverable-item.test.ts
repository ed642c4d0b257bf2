import type { DeliverableDto } from '@bloom/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOwnerTimeZone } from '../../../lib/owner-dates';
import { DeliverableItem } from './deliverable-item';

const note = (addedBy: DeliverableDto['addedBy']): DeliverableDto => ({
  id: 'd1',
  stageId: 's1',
  slotId: null,
  title: 'Kickoff notes',
  description: 'See you Monday',
  type: 'note',
  items: [],
  createdAt: '2026-12-03T10:00:00.000Z',
  addedBy,
  clientReview: null,
});

const textOf = (d: DeliverableDto) =>
  renderToStaticMarkup(createElement(DeliverableItem, { deliverable: d, slotLabel: null, onDelete: () => {} }))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('DeliverableItem', () => {
  beforeAll(() => setOwnerTimeZone('UTC'));
  afterAll(() => setOwnerTimeZone(null));

  it("says who added it: 'Added by Dana on …'", () => {
    expect(textOf(note({ kind: 'member', id: 'user-dana', name: 'Dana Admin' }))).toContain(
      'Added by Dana Admin on Dec 3, 2026',
    );
  });

  it("says which contact decided: 'Approved by Priya on …'", () => {
    const priya = { kind: 'contact', id: 'contact-priya', name: 'Priya Shah' } as const;
    const decidedAt = '2026-12-04T15:30:00.000Z';
    const approved = { decision: 'approved', comment: null, decidedAt, actor: priya } as const;
    expect(textOf({ ...note(null), clientReview: approved })).toContain(
      'Approved by Priya Shah on Dec 4, 2026, 3:30 PM',
    );
    const sentBack = { decision: 'changes_requested', comment: 'Bigger logo', decidedAt, actor: priya } as const;
    expect(textOf({ ...note(null), clientReview: sentBack })).toContain(
      'Changes requested by Priya Shah on Dec 4, 2026, 3:30 PM',
    );
  });

  it('says the client decided when no contact is recorded', () => {
    const old = { decision: 'approved', comment: null, decidedAt: '2026-12-04T15:30:00.000Z', actor: null } as const;
    expect(textOf({ ...note(null), clientReview: old })).toContain('Approved by the client on Dec 4, 2026, 3:30 PM');
  });

  it('names no one for a deliverable from before attribution', () => {
    const text = textOf(note(null));
    expect(text).toContain('Added Dec 3, 2026');
    expect(text).not.toContain('Added by');
  });
});
