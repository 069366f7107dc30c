import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import type { InterviewSession } from '../types';
import { interviewKeys } from './keys';

/**
 * `POST /api/interview/sessions/{id}/complete` → `202`, evaluation queued (unanswered count as unanswered);
 * `409` when the session was already completed (another tab, an older page): nothing is queued again.
 */
export function completeSession(id: number) {
  return apiFetch<InterviewSession>(`/api/interview/sessions/${id}/complete`, { method: 'POST' });
}

export function useCompleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSession,
    onSuccess: (session, id) => {
      if (session && typeof session === 'object') queryClient.setQueryData(interviewKeys.session(id), session);
      void queryClient.invalidateQueries({ queryKey: interviewKeys.session(id) });
      void queryClient.invalidateQueries({ queryKey: interviewKeys.report(id) });
      void queryClient.invalidateQueries({ queryKey: interviewKeys.sessions() });
    },
    // already completed elsewhere: the page catches up with the session as it is (its report, its status)
    onError: (error, id) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: interviewKeys.session(id) });
        void queryClient.invalidateQueries({ queryKey: interviewKeys.report(id) });
      }
    },
  });
}
