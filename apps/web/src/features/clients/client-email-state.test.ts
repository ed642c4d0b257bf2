import { type ClientEmailStatus, REMINDER_STOPS } from '@bloom/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setOwnerTimeZone } from '../../lib/owner-dates';
import {
  blockedReason,
  invitationHeadline,
  invitationPollMs,
  invitationState,
  REMINDER_STOP_SENTENCES,
  reminderLines,
  workspaceDefaultLabel,
} from './client-email-state';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

const status = (over: Partial<ClientEmailStatus> = {}): ClientEmailStatus => ({
  address: 'jordan@example.com',
  blockedBy: null,
  unsubscribedAt: null,
  bouncedAt: null,
  bounceReason: null,
  invitation: { queuedAt: null, sentAt: null },
  reminders: {
    mode: 'workspace',
    intervalDays: null,
    workspaceEnabled: true,
    workspaceIntervalDays: 3,
    lastAt: null,
    otherContacts: 0,
    nextAt: null,
    stoppedBy: 'nothing-open',
    timeZone: 'UTC',
  },
  lastReminderBy: null,
  ...over,
});

afterEach(() => setOwnerTimeZone(null));

describe('the invitation state', () => {
  it('is none, on its way until the mail server accepts it, then sent', () => {
    setOwnerTimeZone('UTC');
    expect(invitationState(status(), NOW)).toEqual({ kind: 'none' });
    const queued = status({ invitation: { queuedAt: ago(5_000), sentAt: null } });
    expect(invitationState(queued, NOW)).toEqual({ kind: 'sending', since: ago(5_000), slow: false });
    const sent = status({ invitation: { queuedAt: ago(60_000), sentAt: ago(55_000) } });
    expect(invitationState(sent, NOW)).toEqual({ kind: 'sent', at: ago(55_000) });
    expect(invitationHeadline(invitationState(status(), NOW))).toBe('Not invited yet');
    expect(invitationHeadline(invitationState(queued, NOW))).toBe('Invitation on its way…');
    expect(invitationHeadline({ kind: 'sent', at: '2026-03-09T15:04:00.000Z' })).toBe(
      'Invitation sent Mar 9, 2026, 3:04 PM',
    );
  });

  it('is on its way again after a resend, even with an earlier one sent', () => {
    const resent = status({ invitation: { queuedAt: ago(1_000), sentAt: ago(86_400_000) } });
    expect(invitationState(resent, NOW).kind).toBe('sending');
  });

  it('is not delivered when the address bounced, the client unsubscribed or the address went', () => {
    const queued = { queuedAt: ago(60_000), sentAt: null };
    for (const blockedBy of ['bouncing', 'unsubscribed', 'no-email'] as const) {
      const state = invitationState(status({ invitation: queued, blockedBy }), NOW);
      expect(state).toEqual({ kind: 'failed', since: ago(60_000) });
      expect(invitationHeadline(state)).toBe('Invitation not delivered');
    }
    // An archived client's invitation already queued still goes.
    expect(invitationState(status({ invitation: queued, blockedBy: 'archived' }), NOW).kind).toBe('sending');
    // One that went before the address bounced stays sent.
    const sent = { queuedAt: ago(60_000), sentAt: ago(50_000) };
    expect(invitationState(status({ invitation: sent, blockedBy: 'bouncing' }), NOW).kind).toBe('sent');
  });

  it('is slow after two minutes', () => {
    const slow = status({ invitation: { queuedAt: ago(3 * 60_000), sentAt: null } });
    expect(invitationState(slow, NOW)).toMatchObject({ kind: 'sending', slow: true });
  });

  it('is polled quickly at first, then slower, then not at all', () => {
    const queued = (ms: number, over: Partial<ClientEmailStatus> = {}) =>
      invitationPollMs(status({ invitation: { queuedAt: ago(ms), sentAt: null }, ...over }), NOW);
    expect(queued(2_000)).toBe(3_000);
    expect(queued(2 * 60_000)).toBe(15_000);
    expect(queued(16 * 60_000)).toBe(false);
    expect(queued(2_000, { blockedBy: 'bouncing' })).toBe(false);
    expect(queued(2_000, { blockedBy: 'unsubscribed' })).toBe(false);
    expect(invitationPollMs(status(), NOW)).toBe(false);
    expect(invitationPollMs(undefined, NOW)).toBe(false);
    expect(invitationPollMs(status({ invitation: { queuedAt: ago(9_000), sentAt: ago(1_000) } }), NOW)).toBe(false);
  });
});

describe('why nothing can be emailed', () => {
  it('names each block in words the owner can act on', () => {
    setOwnerTimeZone('UTC');
    expect(blockedReason(status())).toBeNull();
    const bouncing = blockedReason(
      status({ blockedBy: 'bouncing', bounceReason: '550 5.1.1 No such user.', bouncedAt: ago(1) }),
    );
    expect(`${bouncing?.title} ${bouncing?.detail}`).toBe(
      'Email bouncing: 550 5.1.1 No such user. Change the address to send again.',
    );
    expect(blockedReason(status({ blockedBy: 'bouncing' }))?.title).toBe(
      'Email bouncing: the address refused our mail.',
    );
    const unsubscribed = blockedReason(
      status({ blockedBy: 'unsubscribed', unsubscribedAt: '2026-03-01T10:00:00.000Z' }),
    );
    expect(unsubscribed?.title).toBe('Unsubscribed from emails.');
    expect(unsubscribed?.detail).toContain('unsubscribed on Mar 1, 2026');
    expect(blockedReason(status({ blockedBy: 'no-email', address: null }))).toEqual({
      title: 'No email address.',
      detail: 'Add an email address for this client first.',
    });
    expect(blockedReason(status({ blockedBy: 'archived' }))?.detail).toBe('Restore this client to email them.');
  });
});

describe('the reminder lines', () => {
  it('have a sentence for every stop rule', () => {
    for (const stop of REMINDER_STOPS) expect(REMINDER_STOP_SENTENCES[stop]).toMatch(/\.$/);
    const r = status().reminders;
    expect(reminderLines(status({ reminders: { ...r, stoppedBy: 'journey-complete' } }))).toEqual({
      last: null,
      next: 'No reminders: the journey is complete.',
    });
    expect(reminderLines(status({ reminders: { ...r, stoppedBy: null } })).next).toBe('No reminder planned.');
  });

  it('show the last and the next in the workspace’s zone', () => {
    setOwnerTimeZone('Europe/Paris');
    const lines = reminderLines(
      status({
        reminders: {
          ...status().reminders,
          timeZone: 'Europe/Paris',
          lastAt: '2026-03-07T09:00:00.000Z',
          nextAt: '2026-03-10T09:00:00.000Z',
          stoppedBy: null,
        },
      }),
    );
    expect(lines).toEqual({
      last: 'Last reminder sent automatically on Mar 7, 2026',
      next: 'Next reminder Mar 10, 2026, 10:00 AM',
    });
  });

  it('name who sent the last reminder by hand', () => {
    setOwnerTimeZone('UTC');
    const reminders = { ...status().reminders, lastAt: '2026-03-07T09:00:00.000Z' };
    expect(reminderLines(status({ reminders, lastReminderBy: 'Dana Admin' })).last).toBe(
      'Last reminder sent by Dana Admin on Mar 7, 2026',
    );
  });

  it('say reminders go on to the other contacts when the primary cannot be emailed', () => {
    setOwnerTimeZone('UTC');
    const going = { ...status().reminders, nextAt: '2026-03-10T10:00:00.000Z', stoppedBy: null, otherContacts: 2 };
    expect(reminderLines(status({ blockedBy: 'unsubscribed', reminders: going })).next).toBe(
      'Next reminder Mar 10, 2026, 10:00 AM, to their 2 other contacts only',
    );
    expect(reminderLines(status({ blockedBy: 'bouncing', reminders: { ...going, otherContacts: 1 } })).next).toBe(
      'Next reminder Mar 10, 2026, 10:00 AM, to their other contact only',
    );
    // The primary reachable: everyone gets it, nothing to add.
    expect(reminderLines(status({ reminders: going })).next).toBe('Next reminder Mar 10, 2026, 10:00 AM');
  });

  it('add the client’s own 10:00 when their zone differs', () => {
    setOwnerTimeZone('Europe/Paris');
    const { next } = reminderLines(
      status({
        reminders: {
          ...status().reminders,
          timeZone: 'America/New_York',
          nextAt: '2026-03-10T14:00:00.000Z',
          stoppedBy: null,
        },
      }),
    );
    expect(next).toBe('Next reminder Mar 10, 2026, 3:00 PM (10:00 AM in New York for the client)');
  });

  it('name the workspace default with its interval, or off', () => {
    expect(workspaceDefaultLabel({ workspaceEnabled: true, workspaceIntervalDays: 3 })).toBe(
      'Workspace default (every 3 days)',
    );
    expect(workspaceDefaultLabel({ workspaceEnabled: true, workspaceIntervalDays: 1 })).toBe(
      'Workspace default (every day)',
    );
    expect(workspaceDefaultLabel({ workspaceEnabled: false, workspaceIntervalDays: 3 })).toBe(
      'Workspace default (off)',
    );
  });
});
