import type { SubmissionFilters } from '../submission-filters';

/** Every inbox query lives under ['submissions']; lists apart so an action can refresh them alone. */
export const submissionKeys = {
  all: ['submissions'] as const,
  lists: () => ['submissions', 'list'] as const,
  list: (f: SubmissionFilters) => ['submissions', 'list', f] as const,
  filters: () => ['submissions', 'filters'] as const,
  detail: (id: string) => ['submissions', 'detail', id] as const,
};

export const submissionPath = (id: string) => `/api/submissions/${encodeURIComponent(id)}`;
