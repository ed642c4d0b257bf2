import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/**
 * Every journeys query lives under ['journeys'], so one invalidation refreshes the list and the
 * details, on the journeys pages and in the clients' journey pickers alike.
 */
export const journeyKeys = {
  all: ['journeys'] as const,
  list: () => ['journeys', 'list'] as const,
  detail: (id: string) => ['journeys', 'detail', id] as const,
};

/** GET /api/journeys: built-ins plus the workspace's journeys, newest first, as summaries (no stages). */
const getJourneys = async (signal?: AbortSignal) => (await api('GET /api/journeys', { signal })).journeys;

/** GET /api/journeys/:id; a missing or foreign id rejects with a 404 ApiError. */
const getJourney = async (id: string, signal?: AbortSignal) =>
  (await api('GET /api/journeys/{id}', { params: { id }, signal })).journey;

export const journeyListQuery = () =>
  queryOptions({ queryKey: journeyKeys.list(), queryFn: ({ signal }) => getJourneys(signal) });

export const journeyQuery = (id: string) =>
  queryOptions({ queryKey: journeyKeys.detail(id), queryFn: ({ signal }) => getJourney(id, signal) });
