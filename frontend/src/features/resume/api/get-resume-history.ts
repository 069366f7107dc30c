import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { TaskTransition } from '@/lib/task-status';
import { resumeKeys } from './keys';

/** `GET /api/resumes/{id}/history` */
export function getResumeHistory(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<TaskTransition[]>(`/api/resumes/${id}/history`, { signal });
}

export function getResumeHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: resumeKeys.history(id),
    queryFn: ({ signal }) => getResumeHistory(id, { signal }),
  });
}

export function useResumeHistory(id: number) {
  return useQuery(getResumeHistoryQueryOptions(id));
}
