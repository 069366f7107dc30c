import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { SearchHit } from '../types';
import { kbKeys } from './keys';

/** `passages`: up to this many passages of one note, grouped by note (1–3). */
export type SearchParams = { q: string; k?: number; kbIds?: number[]; passages?: number };

/** `GET /api/knowledgebase/search`: the best matching chunks, best first. */
export function searchKnowledgeBase({ q, k, kbIds, passages }: SearchParams, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams({ q });
  if (k) query.set('k', String(k));
  if (kbIds?.length) query.set('kbIds', kbIds.join(','));
  if (passages && passages > 1) query.set('passages', String(passages));
  return apiFetch<SearchHit[]>(`/api/knowledgebase/search?${query}`, { signal });
}

export function searchKnowledgeBaseQueryOptions(params: SearchParams) {
  return queryOptions({
    queryKey: kbKeys.search(params),
    queryFn: ({ signal }) => searchKnowledgeBase(params, { signal }),
    enabled: params.q.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useSearchKnowledgeBase(params: SearchParams) {
  return useQuery(searchKnowledgeBaseQueryOptions(params));
}
