import { JOURNEY_MESSAGES, type JourneyDto } from '@bloom/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
  const remove = useDeleteJourney();
  // The journey stays set while the dialog fades out, so its text does not blank mid-animation.
  const [toDelete, setToDelete] = useState<JourneyRef | null>(null);
  const [open, setOpen] = useState(false);

  const duplicateJourney = (journey: JourneyRef) =>
    duplicate.mutate(journey, {
      onSuccess: (copy) => {
        toast.success(JOURNEY_MESSAGES.duplicated(journey.name));
        onDuplicated?.(copy, journey);
      },
      onError: (error) => toast.error(messageOf(error, 'Failed to duplicate template')),
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    const journey = toDelete;
    remove.mutate(journey, {
      onSuccess: () => {
        toast.success(JOURNEY_MESSAGES.deleted(journey.name));
        setOpen(false);
        onDeleted?.(journey);
      },
      onError: (error) => {
        toast.error(messageOf(error, 'Failed to delete template'));
        setOpen(false);
      },
    });
  };

  const deleteDialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      onConfirm={confirmDelete}
      variant="danger"
      title="Delete journey?"
      message={toDelete ? JOURNEY_MESSAGES.deleteConfirm(toDelete.name) : ''}
      confirmLabel="Delete"
      busy={remove.isPending}
      busyLabel="Deleting..."
    />
  );

  return {
    duplicateJourney,
    /** Id of the journey being duplicated, to show its button busy. */
    duplicatingId: duplicate.isPending ? duplicate.variables?.id : undefined,
    askDelete: (journey: JourneyRef) => {
      setToDelete(journey);
      setOpen(true);
    },
    deleteDialog,
  };
}
