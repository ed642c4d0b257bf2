import { WEBHOOK_MESSAGES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { attemptCount, attemptResult, endpointStatus, eventLabel, outcomeOf, prettyBody } from './webhook-display';

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
});
