import type { AssignedFilter } from '@bloom/core';

/** The address keeps the "Assigned to me" filter as `?assigned=me`, so Back and a shared link keep it. */
export const ASSIGNED_PARAM = 'assigned';

/** The filter in `params`: 'me', or undefined for every client (anything else is ignored). */
export const assignedFromSearch = (params: URLSearchParams): AssignedFilter | undefined =>
  params.get(ASSIGNED_PARAM) === 'me' ? 'me' : undefined;

/** `params` with the filter set (or removed), the other parameters kept. */
export function withAssigned(params: URLSearchParams, assigned: AssignedFilter | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (assigned) next.set(ASSIGNED_PARAM, assigned);
  else next.delete(ASSIGNED_PARAM);
  return next;
}
