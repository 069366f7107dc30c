import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { ResumeOption } from '../types';
import { interviewKeys } from './keys';

/** `GET /api/resumes`, read for the "based on resume" choice (features do not share API code). */
export function getResumeOptions({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<ResumeOption[]>('/api/resumes', { signal });
}

export function getResumeOptionsQueryOptions() {
  return queryOptions({
    queryKey: interviewKeys.resumeOptions(),
    queryFn: ({ signal }) => getResumeOptions({ signal }),
  });
}

export function useResumeOptions() {
  return useQuery(getResumeOptionsQueryOptions());
}
