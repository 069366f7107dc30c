import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { KnowledgeBaseItem } from '../types';
import { kbKeys } from './keys';
import { mergeItemIntoLists } from './live-updates';

/** `POST /api/knowledgebase/{id}/revectorize`: `202` with the item back at PENDING; `409` while it runs. */
export function revectorizeKnowledgeBase(id: number) {
  return apiFetch<KnowledgeBaseItem>(`/api/knowledgebase/${id}/revectorize`, { method: 'POST' });
}

export function useRevectorizeKnowledgeBase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revectorizeKnowledgeBase,
    onSuccess: (item, id) => {
      if (item && typeof item === 'object') mergeItemIntoLists(queryClient, item);
      void queryClient.invalidateQueries({ queryKey: kbKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: kbKeys.history(id) });
      void queryClient.invalidateQueries({ queryKey: kbKeys.lists() });
    },
  });
}
