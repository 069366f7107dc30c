import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { opsKeys } from './keys';

export type ReplayInput = { stream: string; id: string; token: string };

/** `POST /api/ops/streams/{stream}/dead-letters/{id}/replay` with `Authorization: Bearer <admin token>` → `202`. */
export function replayDeadLetter({ stream, id, token }: ReplayInput) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  return apiFetch<unknown>(
    `/api/ops/streams/${encodeURIComponent(stream)}/dead-letters/${encodeURIComponent(id)}/replay`,
    { method: 'POST', headers },
  );
}

export function useReplayDeadLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayDeadLetter,
    onSuccess: (_, { stream }) => {
      void queryClient.invalidateQueries({ queryKey: opsKeys.deadLetters(stream) });
      void queryClient.invalidateQueries({ queryKey: opsKeys.streams() });
    },
  });
}
