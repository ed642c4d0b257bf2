import type { HistoryActorType, HistoryCategory } from './history-kinds';

/** The client page's history card (issue 38). */
export const HISTORY_MESSAGES = {
  cardTitle: 'History',
  loading: 'Loading history',
  loadFailed: 'Could not load the history.',
  empty: 'Nothing has happened yet. Invitations, submissions, agreements and payments will show here.',
  emptyFiltered: 'Nothing of this kind in the history loaded so far.',
  showMore: 'Show more',
  loadingMore: 'Loading...',
  filterLabel: 'Show in the history',
  erasedTitle: 'Erased client',
  erasedDetail: (byName: string, on: string) => `This client's personal data was erased by ${byName} on ${on}.`,
} as const;

/** The filter chips, in order: each keeps the items of its categories (All: every one). */
export const HISTORY_FILTERS: readonly { id: string; label: string; categories: readonly HistoryCategory[] }[] = [
  { id: 'all', label: 'All', categories: [] },
  { id: 'consent', label: 'Consent & privacy', categories: ['consent', 'privacy'] },
  { id: 'email', label: 'Email', categories: ['email'] },
  { id: 'journey', label: 'Journey', categories: ['journey'] },
  { id: 'agreement', label: 'Agreements', categories: ['agreement'] },
  { id: 'payment', label: 'Payments', categories: ['payment'] },
];

/** Who acted, when the item names no one. */
export const HISTORY_ACTOR_LABELS: Record<HistoryActorType, string> = {
  client: 'Client',
  contact: 'Contact',
  member: 'Team member',
  system: 'Automatic',
};
