import type { ClientDeliverablesResponse, DeliverableDto } from '@bloom/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { deliverableKeys } from '../../../api/deliverables';
import { isAbortError } from '../../../lib/upload-progress';
import { withDeliverable } from '../api/deliverables-cache';
import { type DeliverableUpload, uploadDeliverable } from '../api/upload-deliverable';

type UploadFields = Omit<DeliverableUpload, 'clientId' | 'onProgress' | 'signal'>;

/**
 * One upload at a time with its progress (null when none runs) and a cancel. Leaving the page
 * cancels a running upload, so no request outlives the form that shows it.
 */
export function useDeliverableUpload(clientId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (fields: UploadFields): Promise<DeliverableDto> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setProgress(0);
      try {
        const deliverable = await uploadDeliverable({
          ...fields,
          clientId,
          signal: current.signal,
          onProgress: (percent) => {
            if (!current.signal.aborted) setProgress(percent);
          },
        });
        queryClient.setQueryData<ClientDeliverablesResponse>(deliverableKeys.client(clientId), (data) =>
          data ? withDeliverable(data, deliverable) : data,
        );
        void queryClient.invalidateQueries({ queryKey: deliverableKeys.client(clientId) });
        return deliverable;
      } catch (error) {
        // A cancel at 100 % may come after the server kept the file: ask it what is there now.
        if (isAbortError(error)) void queryClient.invalidateQueries({ queryKey: deliverableKeys.client(clientId) });
        throw error;
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setProgress(null);
        }
      }
    },
    [clientId, queryClient],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { upload, cancel, progress, uploading: progress !== null };
}
