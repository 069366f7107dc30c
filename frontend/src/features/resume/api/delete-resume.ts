import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Resume } from '../types';
import { resumeKeys } from './keys';

/** `DELETE /api/resumes/{id}` */
export function deleteResume(id: number) {
  return apiFetch<void>(`/api/resumes/${id}`, { method: 'DELETE' });
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: (_, id) => {
      queryClient.setQueryData<Resume[]>(resumeKeys.list(), (list) => list?.filter((resume) => resume.id !== id));
      queryClient.removeQueries({ queryKey: resumeKeys.detail(id) });
      queryClient.removeQueries({ queryKey: resumeKeys.history(id) });
    },
  });
}
