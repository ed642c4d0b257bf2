import { useQuery } from '@tanstack/react-query';
import { submissionQuery } from '../../../api/submissions';

export function useSubmission(id: string) {
  return useQuery(submissionQuery(id));
}
