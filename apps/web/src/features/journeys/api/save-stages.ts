import type { JourneyDto, JourneyResponse, SaveStagesInput } from '@bloom/core';
import { apiFetch } from '../../../lib/api-client';
import { journeyPath } from './query-keys';

/**
 * PUT /api/journeys/:id/stages: the editor's Save Changes in one transaction. Stages sent with
 * their id keep it (and their clients' answers); stages without an id are created.
 */
export const saveStages = async (id: string, input: SaveStagesInput): Promise<JourneyDto> =>
  (await apiFetch<JourneyResponse>(`${journeyPath(id)}/stages`, { method: 'PUT', body: input })).journey;
