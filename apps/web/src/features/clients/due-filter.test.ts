import { describe, expect, it } from 'vitest';
import { dueFromSearch, withDue } from './due-filter';

describe('the "Overdue" filter in the address', () => {
  it("reads only 'overdue'; anything else is every client", () => {
    expect(dueFromSearch(new URLSearchParams('due=overdue'))).toBe('overdue');
    for (const search of ['', 'due=', 'due=OVERDUE', 'due=late', 'overdue=1']) {
      expect(dueFromSearch(new URLSearchParams(search)), search).toBeUndefined();
    }
  });

  it('sets and removes it, keeping the search and the other filters', () => {
    const params = new URLSearchParams('q=ada&assigned=me');
    const on = withDue(params, 'overdue');
    expect(on.toString()).toBe('q=ada&assigned=me&due=overdue');
    expect(withDue(on, undefined).toString()).toBe('q=ada&assigned=me');
    expect(params.toString()).toBe('q=ada&assigned=me');
  });
});
