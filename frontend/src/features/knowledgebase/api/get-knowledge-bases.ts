import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useLiveConnected } from '@/lib/live-status';
import type { QueryConfig } from '@/lib/react-query';
import { pollWhileActive, type TaskStatus } from '@/lib/task-status';
import type { KnowledgeBaseItem, SortBy } from '../types';
import { kbKeys } from './keys';

export type KnowledgeBaseListParams = { category?: string; vectorStatus?: TaskStatus; sortBy?: SortBy };

/** `GET /api/knowledgebase/list` */
export function getKnowledgeBases(params: KnowledgeBaseListParams = {}, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams();
  if (params.category) query.set('category', params.category);
  if (params.vectorStatus) query.set('vectorStatus', params.vectorStatus);
  if (params.sortBy) query.set('sortBy', params.sortBy);
  const suffix = query.size > 0 ? `?${query}` : '';
  return apiFetch<KnowledgeBaseItem[]>(`/api/knowledgebase/list${suffix}`, { signal });
}

/**
 * `live`: whether task events are arriving over SSE. Without them the list polls, silently,
 * while any item is still PENDING or PROCESSING, and stops once all are final.
 */
export function getKnowledgeBasesQueryOptions(params: KnowledgeBaseListParams = {}, { live = false } = {}) {
  return queryOptions({
    queryKey: kbKeys.list(params),
    queryFn: ({ signal }) => getKnowledgeBases(params, { signal }),
    refetchInterval: pollWhileActive<KnowledgeBaseItem[]>(live, (items) => items.map((item) => item.vectorStatus)),
    // Changing filter or sort keeps showing the previous list until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useKnowledgeBases(
  params: KnowledgeBaseListParams = {},
  config: QueryConfig<typeof getKnowledgeBasesQueryOptions> = {},
) {
  const live = useLiveConnected();
  return useQuery({ ...getKnowledgeBasesQueryOptions(params, { live }), ...config });
}
