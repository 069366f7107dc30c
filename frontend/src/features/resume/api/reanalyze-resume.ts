import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { resumeKeys } from './keys';

/** `POST /api/resumes/{id}/reanalyze`: `202`; `409` while an analysis is queued or running. */
export function reanalyzeResume(id: number) {
  return apiFetch<unknown>(`/api/resumes/${id}/reanalyze`, { method: 'POST' });
}

export function useReanalyzeResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reanalyzeResume,
    onSuccess: (_, id) => {
      void queryClient.invalidateQueries({ queryKey: resumeKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: resumeKeys.history(id) });
      void queryClient.invalidateQueries({ queryKey: resumeKeys.list() });
    },
  });
}
