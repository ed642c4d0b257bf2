import type { SubmissionDetailDto, SubmissionResponse } from '@bloom/core';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { submissionKeys, submissionPath } from './query-keys';

/** POST /api/submissions/:id/review ('Mark reviewed'). */
export const markReviewed = async (id: string) =>
  (await apiFetch<SubmissionResponse>(`${submissionPath(id)}/review`, { method: 'POST' })).submission;

/** POST /api/submissions/:id/request-changes: reopens the stage in the client's portal. */
export const requestChanges = async (id: string, comment: string) =>
  (await apiFetch<SubmissionResponse>(`${submissionPath(id)}/request-changes`, { method: 'POST', body: { comment } }))
    .submission;

/** The answer is the new detail; every page that counts or lists submissions is out of date. */
function applied(queryClient: QueryClient, s: SubmissionDetailDto) {
  queryClient.setQueryData(submissionKeys.detail(s.id), s);
  void queryClient.invalidateQueries({ queryKey: submissionKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  // The client's own pages (features/client-submissions and the client detail) live under ['clients', …].
  void queryClient.invalidateQueries({ queryKey: ['clients', s.client.id] });
  void queryClient.invalidateQueries({ queryKey: ['clients', 'detail', s.client.id] });
}

export function useReviewActions(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = (s: SubmissionDetailDto) => applied(queryClient, s);
  // A refused action (409) means the status moved on elsewhere: show the current one.
  const onError = () => void queryClient.invalidateQueries({ queryKey: submissionKeys.detail(id) });
  const review = useMutation({ mutationFn: () => markReviewed(id), onSuccess, onError });
  const changes = useMutation({ mutationFn: (comment: string) => requestChanges(id, comment), onSuccess, onError });
  return { review, changes };
}
