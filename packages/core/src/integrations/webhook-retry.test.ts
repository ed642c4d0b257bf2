import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_FAILING_DAYS_LIMIT,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_RETRY_HOURS,
  WEBHOOK_RETRY_RULE,
} from './webhook-retry';
import { WEBHOOK_MESSAGES } from './webhook-schemas';

describe('the webhook retry rule', () => {
  it('is said from the schedule itself: 7 more tries over about 28 hours', () => {
    const hours = WEBHOOK_RETRY_DELAYS_SECONDS.reduce((sum, s) => sum + s, 0) / 3600;
    expect(Math.abs(hours - WEBHOOK_RETRY_HOURS)).toBeLessThanOrEqual(0.5);
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(8);
    expect(WEBHOOK_RETRY_HOURS).toBe(28);
    expect(WEBHOOK_RETRY_RULE).toContain(`tried again ${WEBHOOK_MAX_ATTEMPTS - 1} times over about 28 hours`);
  });

  it('says the endpoint is turned off when the tries run out, as the worker does, and no other deadline', () => {
    expect(WEBHOOK_RETRY_RULE).toContain('If every try fails');
    expect(WEBHOOK_RETRY_RULE).toContain('410 Gone');
    expect(WEBHOOK_RETRY_RULE).not.toMatch(/\bdays?\b/);
    // The reasons the endpoint then shows agree with the same numbers.
    expect(WEBHOOK_MESSAGES.disabledExhausted).toBe(
      `Turned off: all ${WEBHOOK_MAX_ATTEMPTS} tries of a delivery failed (over about ${WEBHOOK_RETRY_HOURS} hours)`,
    );
    expect(WEBHOOK_MESSAGES.disabledFailing).toContain(`${WEBHOOK_FAILING_DAYS_LIMIT} days`);
  });

  it('runs out of tries before the failing-days backstop could apply', () => {
    expect(WEBHOOK_RETRY_HOURS).toBeLessThan(WEBHOOK_FAILING_DAYS_LIMIT * 24);
  });
});
