import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { TaskTransition } from '@/lib/task-status';
import { interviewKeys } from './keys';

/** `GET /api/interview/sessions/{id}/history`: the evaluation's status changes. */
export function getSessionHistory(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<TaskTransition[]>(`/api/interview/sessions/${id}/history`, { signal });
}

export function getSessionHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: interviewKeys.history(id),
    queryFn: ({ signal }) => getSessionHistory(id, { signal }),
  });
}

export function useSessionHistory(id: number) {
  return useQuery(getSessionHistoryQueryOptions(id));
}
