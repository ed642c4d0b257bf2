import { JOURNEY_MESSAGES } from '@bloom/core';
import { Layers } from 'lucide-react';
import { LoadError, NotFound, type Retryable } from '../../../components/ui/load-state';

/** 'Journey not found' with the way back, or a load failure with a retry (details and editor). */
export function JourneyLoadError({ query }: { query: Retryable }) {
  return (
    <LoadError
      query={query}
      title="Could not load this journey"
      notFound={
        <NotFound
          icon={Layers}
          title={JOURNEY_MESSAGES.notFound}
          description="It may have been deleted, or the link is incomplete."
          back={{ to: '/journeys', label: 'Back to Journeys' }}
        />
      }
    />
  );
}
