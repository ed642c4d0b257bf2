import type { SaveJourneyInput } from '@bloom/core';
import { api } from '../../../lib/api-client';

/**
 * PUT /api/journeys/:id: the editor's Save Changes, name, description, welcome message and stages
 * in one request and one transaction. Stages sent with their id keep it (and their clients'
 * answers); stages without an id are created. Built-ins answer 403.
 */
export const saveJourney = async (id: string, input: SaveJourneyInput) =>
  (await api('PUT /api/journeys/{id}', { params: { id }, body: input })).journey;
