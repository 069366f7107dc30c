import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { AnswerInput } from './submit-answer';

/** `PUT /api/interview/sessions/{id}/answers`: keeps a draft of the answer without advancing. */
export function saveDraft({ sessionId, questionIndex, answer }: AnswerInput) {
  return apiFetch<unknown>(`/api/interview/sessions/${sessionId}/answers`, {
    method: 'PUT',
    json: { questionIndex, answer },
  });
}

export function useSaveDraft() {
  return useMutation({ mutationFn: saveDraft });
}
