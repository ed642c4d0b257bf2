import { SETTINGS_MESSAGES } from '@bloom/core';
import { useState } from 'react';
import { toast } from 'sonner';

/** A settings form's failed save: said in a toast and kept above the form until the next try. */
export function useSaveError() {
  const [message, setMessage] = useState<string | null>(null);
  const show = (error: Error) => {
    setMessage(error.message);
    toast.error(error.message);
  };
  return {
    message,
    clear: () => setMessage(null),
    show,
    /**
     * A save's mutate callbacks: `onSaved` gets what the server saved (the form resets to it),
     * then a toast says so ('Saved' unless told otherwise); a failure is shown.
     */
    onSave: <T>(onSaved: (saved: T) => void, savedMessage: string = SETTINGS_MESSAGES.saved) => ({
      onSuccess: (saved: T) => {
        onSaved(saved);
        toast.success(savedMessage);
      },
      onError: show,
    }),
  };
}
