import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { opsKeys } from './keys';

export type ReplayInput = { stream: string; id: string };

/** `POST /api/ops/streams/{stream}/dead-letters/{id}/replay` as the signed-in administrator → `202`. */
export function replayDeadLetter({ stream, id }: ReplayInput) {
  return apiFetch<unknown>(
    `/api/ops/streams/${encodeURIComponent(stream)}/dead-letters/${encodeURIComponent(id)}/replay`,
    { method: 'POST' },
  );
}

/**
 * `onReplayed` is a hook-level callback on purpose: a replayed letter leaves the list, and callbacks
 * passed to `mutate` are dropped once their row has unmounted, so a confirmation wired there can vanish.
 */
export function useReplayDeadLetter(onReplayed?: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayDeadLetter,
    onSuccess: (_, { stream, id }) => {
      onReplayed?.(id);
      void queryClient.invalidateQueries({ queryKey: opsKeys.deadLetters(stream) });
      void queryClient.invalidateQueries({ queryKey: opsKeys.streams() });
    },
  });
}
