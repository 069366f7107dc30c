import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { KnowledgeBaseItem } from '../types';
import { kbKeys } from './keys';

/** `DELETE /api/knowledgebase/{id}`: removes the document, its chunks and file. */
export function deleteKnowledgeBase(id: number) {
  return apiFetch<void>(`/api/knowledgebase/${id}`, { method: 'DELETE' });
}

export function useDeleteKnowledgeBase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKnowledgeBase,
    onSuccess: (_, id) => {
      queryClient.setQueriesData<KnowledgeBaseItem[]>({ queryKey: kbKeys.lists() }, (items) =>
        items?.filter((item) => item.id !== id),
      );
      queryClient.removeQueries({ queryKey: kbKeys.detail(id) });
      queryClient.removeQueries({ queryKey: kbKeys.history(id) });
      void queryClient.invalidateQueries({ queryKey: kbKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: [...kbKeys.all, 'search'] });
    },
  });
}
