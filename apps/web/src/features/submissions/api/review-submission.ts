import type { SubmissionDetailDto } from '@bloom/core';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '../../../api/clients';
import { dashboardKeys } from '../../../api/dashboard';
import { submissionKeys } from '../../../api/submissions';
import { api } from '../../../lib/api-client';

/** The answer is the new detail; every page that counts or lists submissions is out of date. */
function applied(queryClient: QueryClient, s: SubmissionDetailDto) {
  queryClient.setQueryData(submissionKeys.detail(s.id), s);
  void queryClient.invalidateQueries({ queryKey: submissionKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  // The client's detail and, under it, their submissions page.
  void queryClient.invalidateQueries({ queryKey: clientKeys.detail(s.client.id) });
}

/** POST /api/submissions/:id/review ('Mark reviewed') and …/request-changes (reopens the stage in the portal). */
export function useReviewActions(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = (s: SubmissionDetailDto) => applied(queryClient, s);
  // A refused action (409) means the status moved on elsewhere: show the current one.
  const onError = () => void queryClient.invalidateQueries({ queryKey: submissionKeys.detail(id) });
  const review = useMutation({
    mutationFn: async () => (await api('POST /api/submissions/{id}/review', { params: { id } })).submission,
    onSuccess,
    onError,
  });
  const changes = useMutation({
    mutationFn: async (comment: string) =>
      (await api('POST /api/submissions/{id}/request-changes', { params: { id }, body: { comment } })).submission,
    onSuccess,
    onError,
  });
  return { review, changes };
}
