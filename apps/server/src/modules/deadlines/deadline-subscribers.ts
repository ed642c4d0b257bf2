import type { Subscriptions } from '../../kernel/events';
import { refreshDueDates, refreshJourneyDueDates } from './refresh-due-dates';

/**
 * Due dates follow every change they are computed from, inside the change's transaction: a stage
 * done or no longer applying (progress.settled), the journey's rules and conditions (journey.saved,
 * all its clients at once), the client's start (the first portal visit; the invitation's delivery
 * is recorded by a background job, which calls refreshClientDueDates itself), a new client and a
 * client moved to another journey. Registered after the areas whose reactions these read.
 */
export const deadlineSubscriptions: Subscriptions = {
  'client.created': (trx, { clientId }) => refreshDueDates(trx, clientId),
  'client.journey-changed': (trx, { clientId }) => refreshDueDates(trx, clientId),
  // A visit may be the first (the client starts) or bring the browser's zone (the client's clock).
  'portal.seen': (trx, { clientId }) => refreshDueDates(trx, clientId),
  'progress.settled': (trx, { clientId }) => refreshDueDates(trx, clientId),
  'journey.saved': (trx, { journeyId }) => refreshJourneyDueDates(trx, journeyId),
};
