import type { JourneyDto, JourneyResponse, SaveJourneyInput } from '@bloom/core';
import { apiFetch } from '../../../lib/api-client';
import { journeyPath } from './query-keys';

/**
 * PUT /api/journeys/:id: the editor's Save Changes, name, description, welcome message and stages
 * in one request and one transaction. Stages sent with their id keep it (and their clients'
 * answers); stages without an id are created. Built-ins answer 403.
 */
export const saveJourney = async (id: string, input: SaveJourneyInput): Promise<JourneyDto> =>
  (await apiFetch<JourneyResponse>(journeyPath(id), { method: 'PUT', body: input })).journey;
