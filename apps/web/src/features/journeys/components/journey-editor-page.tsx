import { JOURNEY_MESSAGES } from '@bloom/core';
import { CircleAlert, Layers } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useJourney } from '../api/get-journey';
import { JourneyEditor, preloadIntroEditor } from './journey-editor';

/** /journeys/:id/stages: a spinner, then the editor (or 'Journey not found'). */
export function JourneyEditorPage() {
  const { id = '' } = useParams();
  const journey = useJourney(id);
  useEffect(preloadIntroEditor, []);
  useDocumentTitle(journey.isError ? JOURNEY_MESSAGES.notFound : 'Edit Stages');

  if (journey.isPending) return <PageSpinner label="Loading journey..." />;
  if (journey.isError) {
    const missing = isApiError(journey.error, 404);
    return (
      <EmptyState
        icon={missing ? Layers : CircleAlert}
        title={missing ? JOURNEY_MESSAGES.notFound : 'Could not load this journey'}
        description={
          missing
            ? 'It may have been deleted, or the link is incomplete.'
            : `${journey.error.message} Check your connection and try again.`
        }
        action={
          missing ? (
            <Button asChild>
              <Link to="/journeys">Back to Journeys</Link>
            </Button>
          ) : (
            <Button onClick={() => journey.refetch()}>Try again</Button>
          )
        }
      />
    );
  }
  // A new key (e.g. after 'Duplicate to edit') starts a fresh draft.
  return <JourneyEditor key={journey.data.id} journey={journey.data} />;
}
