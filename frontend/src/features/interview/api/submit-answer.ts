import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { InterviewSession } from '../types';
import { interviewKeys } from './keys';

export type AnswerInput = { sessionId: number; questionIndex: number; answer: string };

/** `POST /api/interview/sessions/{id}/answers`: records the answer and moves to the next question. */
export function submitAnswer({ sessionId, questionIndex, answer }: AnswerInput) {
  return apiFetch<InterviewSession>(`/api/interview/sessions/${sessionId}/answers`, {
    method: 'POST',
    json: { questionIndex, answer },
  });
}

export function useSubmitAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAnswer,
    onSuccess: (session, { sessionId }) => {
      if (session && typeof session === 'object') queryClient.setQueryData(interviewKeys.session(sessionId), session);
      else void queryClient.invalidateQueries({ queryKey: interviewKeys.session(sessionId) });
      void queryClient.invalidateQueries({ queryKey: interviewKeys.sessions() });
    },
  });
}
