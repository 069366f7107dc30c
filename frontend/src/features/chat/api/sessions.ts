import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { ChatSession, ChatSessionSummary, Page, ScopeItem } from '../types';
import { chatKeys } from './keys';

/** `GET /api/chat/sessions`: newest first. */
export function getChatSessions({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<Page<ChatSessionSummary>>('/api/chat/sessions?page=0&size=50', { signal });
}

export function useChatSessions() {
  return useQuery(queryOptions({ queryKey: chatKeys.sessions(), queryFn: ({ signal }) => getChatSessions({ signal }) }));
}

/** `GET /api/chat/sessions/{id}`: the session with its questions and answers. */
export function useChatSession(id: number | null) {
  return useQuery({
    queryKey: chatKeys.session(id ?? 0),
    queryFn: ({ signal }) => apiFetch<ChatSession>(`/api/chat/sessions/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** The knowledge-base documents a session may be limited to (`GET /api/knowledgebase/list`). */
export function useScopeItems() {
  return useQuery({
    queryKey: chatKeys.scopeItems(),
    queryFn: ({ signal }) => apiFetch<ScopeItem[]>('/api/knowledgebase/list?vectorStatus=COMPLETED', { signal }),
  });
}

export function useCreateChatSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { title?: string; scope: number[] }) =>
      apiFetch<ChatSession>('/api/chat/sessions', { method: 'POST', json: body }),
    onSuccess: (session) => {
      queryClient.setQueryData(chatKeys.session(session.id), session);
      void queryClient.invalidateQueries({ queryKey: chatKeys.sessions() });
    },
  });
}

export function useDeleteChatSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/chat/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: chatKeys.session(id) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.sessions() });
    },
  });
}
