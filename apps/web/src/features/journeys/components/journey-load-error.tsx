import { JOURNEY_MESSAGES } from '@bloom/core';
import { CircleAlert, Layers } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { isApiError } from '../../../lib/api-client';

/** 'Journey not found' with the way back, or a load failure with a retry (details and editor). */
export function JourneyLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const missing = isApiError(error, 404);
  return (
    <EmptyState
      icon={missing ? Layers : CircleAlert}
      title={missing ? JOURNEY_MESSAGES.notFound : 'Could not load this journey'}
      description={
        missing
          ? 'It may have been deleted, or the link is incomplete.'
          : `${error.message} Check your connection and try again.`
      }
      action={
        missing ? (
          <Button asChild>
            <Link to="/journeys">Back to Journeys</Link>
          </Button>
        ) : (
          <Button onClick={onRetry}>Try again</Button>
        )
      }
    />
  );
}
