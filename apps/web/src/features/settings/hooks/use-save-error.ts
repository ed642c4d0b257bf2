import { useState } from 'react';
import { toast } from 'sonner';

/** A settings form's failed save: said in a toast and kept above the form until the next try. */
export function useSaveError() {
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    clear: () => setMessage(null),
    show: (error: Error) => {
      setMessage(error.message);
      toast.error(error.message);
    },
  };
}
