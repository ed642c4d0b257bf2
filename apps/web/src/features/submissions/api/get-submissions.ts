import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { submissionFiltersQuery, submissionListQuery } from '../../../api/submissions';
import { listQuery, type SubmissionFilters } from '../submission-filters';

export function useSubmissions(f: SubmissionFilters, enabled = true) {
  return useInfiniteQuery({ ...submissionListQuery(listQuery(f, null)), enabled });
}

export function useSubmissionFilterOptions() {
  return useQuery(submissionFiltersQuery());
}
