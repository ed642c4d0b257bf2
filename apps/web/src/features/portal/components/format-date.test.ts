import { afterEach, describe, expect, it } from 'vitest';
import { formatDay, formatWhen, setPortalTimeZone } from './format-date';

afterEach(() => setPortalTimeZone(null));

describe('portal dates', () => {
  it('follow the workspace time zone, with its name after a time', () => {
    const late = '2025-03-05T03:30:00.000Z';
    setPortalTimeZone('America/Los_Angeles');
    expect(formatDay(late)).toMatch(/Mar 4, 2025|4 Mar 2025/);
    expect(formatWhen(late)).toMatch(/7:30/);
    expect(formatWhen(late)).toMatch(/PST|GMT-8/);
    setPortalTimeZone('Asia/Tokyo');
    expect(formatDay(late)).toMatch(/Mar 5, 2025|5 Mar 2025/);
  });

  it('falls back to the browser zone for a zone it cannot use', () => {
    setPortalTimeZone('Not/AZone');
    expect(() => formatWhen('2025-03-05T03:30:00.000Z')).not.toThrow();
  });
});
