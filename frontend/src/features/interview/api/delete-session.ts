import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { SessionSummary } from '../types';
import { interviewKeys } from './keys';

/** `DELETE /api/interview/sessions/{id}` */
export function deleteSession(id: number) {
  return apiFetch<void>(`/api/interview/sessions/${id}`, { method: 'DELETE' });
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: (_, id) => {
      queryClient.setQueryData<SessionSummary[]>(interviewKeys.sessions(), (list) => list?.filter((s) => s.id !== id));
      queryClient.removeQueries({ queryKey: interviewKeys.session(id) });
      queryClient.removeQueries({ queryKey: interviewKeys.report(id) });
    },
  });
}
