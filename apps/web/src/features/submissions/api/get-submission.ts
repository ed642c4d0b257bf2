import type { SubmissionDetailDto, SubmissionResponse } from '@bloom/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api-client';
import { submissionKeys, submissionPath } from './query-keys';

/** GET /api/submissions/:id; 404 for a missing submission or another workspace's. */
export const getSubmission = async (id: string, signal?: AbortSignal): Promise<SubmissionDetailDto> =>
  (await apiFetch<SubmissionResponse>(submissionPath(id), { signal })).submission;

export function useSubmission(id: string) {
  return useQuery({
    queryKey: submissionKeys.detail(id),
    queryFn: ({ signal }) => getSubmission(id, signal),
    // A 404 will not turn up on a second try.
    retry: (count, error) => !isApiError(error, 404) && count < 2,
    refetchOnMount: 'always',
  });
}
