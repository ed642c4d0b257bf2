/** Every journeys query lives under ['journeys'], so one invalidation refreshes list and details. */
export const journeyKeys = {
  all: ['journeys'] as const,
  list: () => ['journeys', 'list'] as const,
  detail: (id: string) => ['journeys', 'detail', id] as const,
};

export const journeyPath = (id: string) => `/api/journeys/${encodeURIComponent(id)}`;
