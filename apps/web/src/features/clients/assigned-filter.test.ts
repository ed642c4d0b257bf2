import { describe, expect, it } from 'vitest';
import { assignedFromSearch, withAssigned } from './assigned-filter';

describe('the "Assigned to me" filter in the address', () => {
  it("reads only 'me'; anything else is every client", () => {
    expect(assignedFromSearch(new URLSearchParams('assigned=me'))).toBe('me');
    for (const search of ['', 'assigned=', 'assigned=ME', 'assigned=you', 'mine=me']) {
      expect(assignedFromSearch(new URLSearchParams(search)), search).toBeUndefined();
    }
  });

  it('sets and removes it, keeping the search and the view', () => {
    const params = new URLSearchParams('q=ada&archived=1');
    const on = withAssigned(params, 'me');
    expect(on.toString()).toBe('q=ada&archived=1&assigned=me');
    expect(withAssigned(on, undefined).toString()).toBe('q=ada&archived=1');
    // The original is left as it was.
    expect(params.toString()).toBe('q=ada&archived=1');
  });
});
