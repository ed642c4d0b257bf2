import type { Events, Subscriptions } from '../../kernel/events';
import { resettleClient, resettleJourneyClients } from './journey-resettle';

/**
 * The portal's reactions: a saved journey recounts its clients (which stages apply, progress,
 * completion); a client new on a journey is counted before their first answer. `events` is read when a reaction runs: the recount publishes in turn.
 */
export function portalSubscriptions(events: () => Events): Subscriptions {
  return {
    'journey.saved': (trx, { workspaceId, journeyId }) => resettleJourneyClients(trx, events(), workspaceId, journeyId),
    'client.created': (trx, { workspaceId, clientId }) => resettleClient(trx, events(), workspaceId, clientId),
    'client.journey-changed': (trx, { workspaceId, clientId }) => resettleClient(trx, events(), workspaceId, clientId),
  };
}
