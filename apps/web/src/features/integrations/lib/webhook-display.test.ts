import { WEBHOOK_MESSAGES, WEBHOOK_RETRY_RULE } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import {
  attemptCount,
  attemptResult,
  endpointStatus,
  eventLabel,
  isFailing,
  logStateKey,
  outcomeOf,
  prettyBody,
} from './webhook-display';

describe('webhook display', () => {
  it('words an endpoint’s state, with the reason deliveries turned it off', () => {
    expect(
      endpointStatus({ enabled: true, disabledReason: null, failingSince: '2026-11-20T10:00:00.000Z' }),
    ).toMatchObject({
      label: 'Failing',
      tone: 'amber',
    });
    expect(endpointStatus({ enabled: true, disabledReason: null })).toEqual({
      label: 'Active',
      tone: 'teal',
      reason: null,
    });
    expect(endpointStatus({ enabled: false, disabledReason: null })).toEqual({
      label: 'Off',
      tone: 'neutral',
      reason: null,
    });
    expect(endpointStatus({ enabled: false, disabledReason: WEBHOOK_MESSAGES.disabledGone })).toEqual({
      label: 'Turned off',
      tone: 'red',
      reason: WEBHOOK_MESSAGES.disabledGone,
    });
  });

  it('labels events, the test event and unknown ones', () => {
    expect(eventLabel('client.created')).toBe('Client created');
    expect(eventLabel('webhook.test')).toBe('Test event');
    expect(eventLabel('later.event')).toBe('later.event');
  });

  it('tells a retried message from a first try', () => {
    const fail = { at: '', statusCode: 500, durationMs: 3, succeeded: false, response: '', error: null };
    expect(outcomeOf({ status: 'pending', attempts: [] })).toEqual({ label: 'Pending', tone: 'amber' });
    expect(outcomeOf({ status: 'pending', attempts: [fail] })).toEqual({ label: 'Retrying', tone: 'amber' });
    expect(outcomeOf({ status: 'failed', attempts: [fail] }).label).toBe('Failed');
    expect(outcomeOf({ status: 'delivered', attempts: [] }).label).toBe('Delivered');
  });

  it('says what an attempt got back', () => {
    expect(attemptResult({ statusCode: 200, error: null })).toBe('HTTP 200');
    expect(attemptResult({ statusCode: null, error: 'Timed out after 15 s' })).toBe('Timed out after 15 s');
    expect(attemptResult({ statusCode: null, error: null })).toBe('No answer');
    expect(attemptCount(1)).toBe('1 attempt');
    expect(attemptCount(3)).toBe('3 attempts');
  });

  it('indents a JSON body and leaves anything else as sent', () => {
    expect(prettyBody('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyBody('not json')).toBe('not json');
  });

  it('says on the failing banner the one retry rule the footer says, not a deadline of its own (issue 31)', () => {
    const failing = { enabled: true, disabledReason: null, failingSince: '2026-11-20T10:00:00.000Z' };
    const { reason } = endpointStatus(failing);
    expect(reason).toMatch(/^Deliveries have failed since Nov 20, 2026/);
    expect(reason?.endsWith(WEBHOOK_RETRY_RULE)).toBe(true);
    expect(reason).not.toContain('5 days');
    expect(isFailing(failing)).toBe(true);
    expect(isFailing({ ...failing, enabled: false })).toBe(false);
    expect(isFailing({ ...failing, failingSince: null })).toBe(false);
  });

  it('notices in the log a retry delivered, so the card is read again (issue 31)', () => {
    const fail = { at: '', statusCode: 500, durationMs: 3, succeeded: false, response: '', error: null };
    const done = { ...fail, statusCode: 200, succeeded: true };
    const retrying = [{ id: 'm1', status: 'pending' as const, attempts: [fail] }];
    const delivered = [{ id: 'm1', status: 'delivered' as const, attempts: [fail, done] }];
    expect(logStateKey(retrying)).toBe(logStateKey([{ ...retrying[0]!, attempts: [{ ...fail }] }]));
    expect(logStateKey(delivered)).not.toBe(logStateKey(retrying));
    // Another try that failed again changes it too; a new message on top as well.
    expect(logStateKey([{ ...retrying[0]!, attempts: [fail, fail] }])).not.toBe(logStateKey(retrying));
    expect(logStateKey([{ id: 'm2', status: 'pending', attempts: [] }, ...retrying])).not.toBe(logStateKey(retrying));
  });
});
