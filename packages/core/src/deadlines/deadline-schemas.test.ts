import { describe, expect, it } from 'vitest';
import { DEADLINE_MESSAGES as M } from './deadline-messages';
import { dueDateOverrideSchema } from './deadline-schemas';

describe('dueDateOverrideSchema', () => {
  it('takes a real calendar date or null', () => {
    expect(dueDateOverrideSchema.parse({ overrideOn: '2028-02-29' })).toEqual({ overrideOn: '2028-02-29' });
    expect(dueDateOverrideSchema.parse({ overrideOn: null })).toEqual({ overrideOn: null });
  });

  it('refuses anything else with one message, and unknown keys', () => {
    for (const overrideOn of ['2027-02-29', '2027-2-1', '2027-02-01T00:00:00Z', '', 'soon', 5, undefined]) {
      const parsed = dueDateOverrideSchema.safeParse({ overrideOn });
      expect(parsed.success, String(overrideOn)).toBe(false);
      if (overrideOn !== undefined) expect(parsed.error?.issues[0]?.message).toBe(M.dateInvalid);
    }
    expect(dueDateOverrideSchema.safeParse({ overrideOn: null, extra: 1 }).success).toBe(false);
  });
});
