import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { TaskTransition } from '@/lib/task-status';
import { kbKeys } from './keys';

/** `GET /api/knowledgebase/{id}/history`: every status change of the item's vectorizing. */
export function getKnowledgeBaseHistory(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<TaskTransition[]>(`/api/knowledgebase/${id}/history`, { signal });
}

export function getKnowledgeBaseHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: kbKeys.history(id),
    queryFn: ({ signal }) => getKnowledgeBaseHistory(id, { signal }),
  });
}

export function useKnowledgeBaseHistory(id: number, { enabled = true } = {}) {
  return useQuery({ ...getKnowledgeBaseHistoryQueryOptions(id), enabled });
}
