import { JOURNEY_MESSAGES } from '@bloom/core';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { preloadRichTextEditor } from '../../../components/rich-text';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useJourney } from '../api/get-journey';
import type { JourneyEditorSlots } from '../journey-slots';
import { JourneyEditor } from './journey-editor';
import { JourneyLoadError } from './journey-load-error';

/** /journeys/:id/stages: a spinner, then the editor (or 'Journey not found'). Slots: other features' parts, placed by the route. */
export function JourneyEditorPage({ slots }: { slots?: JourneyEditorSlots }) {
  const { id = '' } = useParams();
  const journey = useJourney(id);
  useEffect(preloadRichTextEditor, []);
  useDocumentTitle(journey.isError ? JOURNEY_MESSAGES.notFound : 'Edit Stages');

  if (journey.isPending) return <PageSpinner label="Loading journey..." />;
  if (journey.isError) return <JourneyLoadError query={journey} />;
  // A new key (e.g. after 'Duplicate to edit') starts a fresh draft.
  return <JourneyEditor key={journey.data.id} journey={journey.data} slots={slots} />;
}
