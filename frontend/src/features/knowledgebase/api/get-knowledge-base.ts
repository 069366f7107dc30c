import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { KnowledgeBaseItem } from '../types';
import { kbKeys } from './keys';

/** `GET /api/knowledgebase/{id}` */
export function getKnowledgeBase(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<KnowledgeBaseItem>(`/api/knowledgebase/${id}`, { signal });
}

export function getKnowledgeBaseQueryOptions(id: number) {
  return queryOptions({
    queryKey: kbKeys.detail(id),
    queryFn: ({ signal }) => getKnowledgeBase(id, { signal }),
  });
}

export function useKnowledgeBase(id: number) {
  return useQuery(getKnowledgeBaseQueryOptions(id));
}
