import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadAgreementDocument } from '../api/upload-agreement-document';

/**
 * One PDF upload at a time with its progress (null when none runs) and a cancel. Leaving the
 * editor cancels a running upload, so no request outlives the stage that shows it.
 */
export function useDocumentUpload(journeyId: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const [fileName, setFileName] = useState('');
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setFileName(file.name);
      setProgress(0);
      try {
        return await uploadAgreementDocument({
          journeyId,
          file,
          signal: current.signal,
          onProgress: (percent) => {
            if (!current.signal.aborted) setProgress(percent);
          },
        });
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setProgress(null);
        }
      }
    },
    [journeyId],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { upload, cancel, progress, fileName, uploading: progress !== null };
}
