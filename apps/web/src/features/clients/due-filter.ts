import type { ClientDueFilter } from '@bloom/core';

/** The address keeps the "Overdue" filter as `?due=overdue`, so Back, the dashboard's link and a shared link keep it. */
export const DUE_PARAM = 'due';

/** The filter in `params`: 'overdue', or undefined for every client (anything else is ignored). */
export const dueFromSearch = (params: URLSearchParams): ClientDueFilter | undefined =>
  params.get(DUE_PARAM) === 'overdue' ? 'overdue' : undefined;

/** `params` with the filter set (or removed), the other parameters kept. */
export function withDue(params: URLSearchParams, due: ClientDueFilter | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (due) next.set(DUE_PARAM, due);
  else next.delete(DUE_PARAM);
  return next;
}
