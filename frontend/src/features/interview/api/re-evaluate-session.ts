import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { interviewKeys } from './keys';

/** `POST /api/interview/sessions/{id}/re-evaluate` → `202`; `409` while an evaluation runs. */
export function reEvaluateSession(id: number) {
  return apiFetch<unknown>(`/api/interview/sessions/${id}/re-evaluate`, { method: 'POST' });
}

export function useReEvaluateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reEvaluateSession,
    onSuccess: (_, id) => {
      void queryClient.invalidateQueries({ queryKey: interviewKeys.session(id) });
      void queryClient.invalidateQueries({ queryKey: interviewKeys.report(id) });
      void queryClient.invalidateQueries({ queryKey: interviewKeys.history(id) });
      void queryClient.invalidateQueries({ queryKey: interviewKeys.sessions() });
    },
  });
}
