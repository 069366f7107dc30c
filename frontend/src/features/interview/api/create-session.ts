import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { CreateSessionInput, InterviewSession } from '../types';
import { interviewKeys } from './keys';

/** `POST /api/interview/sessions` → `201` session with its questions. */
export function createSession(input: CreateSessionInput) {
  return apiFetch<InterviewSession>('/api/interview/sessions', { method: 'POST', json: input });
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: (session) => {
      queryClient.setQueryData(interviewKeys.session(session.id), session);
      void queryClient.invalidateQueries({ queryKey: interviewKeys.sessions() });
    },
  });
}
