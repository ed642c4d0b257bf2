import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../lib/api-client';
import {
  hasFilters,
  isRangeInverted,
  listQuery,
  localDayEnd,
  localDayStart,
  readFilters,
  withFilter,
  withoutFilters,
} from './submission-filters';

const CLIENT = '0b6c1d9e-8f3a-4c2b-9d1e-5a7f3c2b1d0e';

describe('local day bounds', () => {
  it('starts the day at local midnight and ends it at 23:59:59.999 local time', () => {
    const start = new Date(localDayStart('2026-03-04') ?? '');
    expect([start.getFullYear(), start.getMonth(), start.getDate()]).toEqual([2026, 2, 4]);
    expect([start.getHours(), start.getMinutes(), start.getSeconds(), start.getMilliseconds()]).toEqual([0, 0, 0, 0]);
    const end = new Date(localDayEnd('2026-03-04') ?? '');
    expect([end.getFullYear(), end.getMonth(), end.getDate()]).toEqual([2026, 2, 4]);
    expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([23, 59, 59, 999]);
    expect(end.getTime() - start.getTime()).toBeGreaterThan(22 * 3600_000);
  });

  it('answers ISO instants with an offset the API accepts', () => {
    expect(localDayStart('2026-12-31')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('refuses days that do not exist or are not YYYY-MM-DD', () => {
    for (const bad of ['2026-02-31', '2026-13-01', '04/03/2026', '', '2026-3-4']) {
      expect(localDayStart(bad)).toBeUndefined();
      expect(localDayEnd(bad)).toBeUndefined();
    }
  });
});

describe('readFilters', () => {
  it('reads every filter from the address', () => {
    const p = new URLSearchParams({
      client: CLIENT,
      journey: 'builtin-web-design',
      status: 'reviewed',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(readFilters(p)).toEqual({
      client: CLIENT,
      journey: 'builtin-web-design',
      status: 'reviewed',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('drops an unknown status and broken dates instead of sending them', () => {
    const f = readFilters(new URLSearchParams({ status: 'draft', from: 'yesterday', to: '2026-02-30' }));
    expect(f).toEqual({ client: '', journey: '', status: '', from: '', to: '' });
    expect(hasFilters(f)).toBe(false);
  });

  it('says when any filter is set', () => {
    expect(hasFilters(readFilters(new URLSearchParams('status=submitted')))).toBe(true);
    expect(hasFilters(readFilters(new URLSearchParams('page=2')))).toBe(false);
  });

  it('notices a start day after the end day', () => {
    expect(isRangeInverted(readFilters(new URLSearchParams('from=2026-02-02&to=2026-02-01')))).toBe(true);
    expect(isRangeInverted(readFilters(new URLSearchParams('from=2026-02-01&to=2026-02-01')))).toBe(false);
    expect(isRangeInverted(readFilters(new URLSearchParams('from=2026-02-01')))).toBe(false);
  });
});

describe('address updates', () => {
  it('sets and removes one filter and keeps the rest', () => {
    const p = new URLSearchParams('status=submitted&other=1');
    expect(withFilter(p, 'client', CLIENT).toString()).toBe(`status=submitted&other=1&client=${CLIENT}`);
    expect(withFilter(p, 'status', '').toString()).toBe('other=1');
    expect(p.toString()).toBe('status=submitted&other=1');
  });

  it('clears every filter only', () => {
    const p = new URLSearchParams(`client=${CLIENT}&journey=j&status=reviewed&from=2026-01-01&to=2026-01-02&other=1`);
    expect(withoutFilters(p).toString()).toBe('other=1');
  });
});

describe('listQuery', () => {
  it('sends only the set filters, the days as local bounds, and the cursor', () => {
    const f = readFilters(
      new URLSearchParams(`client=${CLIENT}&status=changes_requested&from=2026-05-01&to=2026-05-02`),
    );
    const q = new URLSearchParams(apiUrl('GET /api/submissions', undefined, listQuery(f, 'abc')).split('?')[1]);
    expect(q.get('client')).toBe(CLIENT);
    expect(q.get('status')).toBe('changes_requested');
    expect(q.has('journey')).toBe(false);
    expect(q.get('from')).toBe(localDayStart('2026-05-01'));
    expect(q.get('to')).toBe(localDayEnd('2026-05-02'));
    expect(q.get('cursor')).toBe('abc');
  });

  it('is empty without filters or cursor', () => {
    expect(listQuery(readFilters(new URLSearchParams()), null)).toEqual({});
  });
});
