import { JOURNEY_MESSAGES, type JourneyDto } from '@bloom/core';
import { toast } from 'sonner';
import { useConfirmedDelete } from '../../../components/dialogs/use-confirmed-delete';
import { useDeleteJourney } from '../api/delete-journey';
import { useDuplicateJourney } from '../api/duplicate-journey';

type JourneyRef = Pick<JourneyDto, 'id' | 'name'>;

interface Options {
  onDuplicated?: (copy: JourneyDto, source: JourneyRef) => void;
  onDeleted?: (journey: JourneyRef) => void;
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** Duplicate and Delete (with its confirm dialog) for the list and the details page, with the product's toasts. */
export function useJourneyActions({ onDuplicated, onDeleted }: Options = {}) {
  const duplicate = useDuplicateJourney();
  const remove = useConfirmedDelete({
    mutation: useDeleteJourney(),
    title: 'Delete journey?',
    message: (journey: JourneyRef) => JOURNEY_MESSAGES.deleteConfirm(journey.name),
    deleted: (journey) => JOURNEY_MESSAGES.deleted(journey.name),
    failed: 'Failed to delete template',
    onDeleted,
  });

  const duplicateJourney = (journey: JourneyRef) =>
    duplicate.mutate(journey, {
      onSuccess: (copy) => {
        toast.success(JOURNEY_MESSAGES.duplicated(journey.name));
        onDuplicated?.(copy, journey);
      },
      onError: (error) => toast.error(messageOf(error, 'Failed to duplicate template')),
    });

  return {
    duplicateJourney,
    /** Id of the journey being duplicated, to show its button busy. */
    duplicatingId: duplicate.isPending ? duplicate.variables?.id : undefined,
    askDelete: remove.ask,
    deleteDialog: remove.dialog,
  };
}
