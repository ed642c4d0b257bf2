import type { Events, Subscriptions } from '../../kernel/events';
import { resettleJourneyClients } from './journey-resettle';

/**
 * The portal's reactions: a saved journey recounts its clients (which stages apply, progress,
 * completion). `events` is read when a reaction runs: the recount publishes in turn.
 */
export function portalSubscriptions(events: () => Events): Subscriptions {
  return {
    'journey.saved': (trx, { workspaceId, journeyId }) => resettleJourneyClients(trx, events(), workspaceId, journeyId),
  };
}
