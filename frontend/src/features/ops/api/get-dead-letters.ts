import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { DeadLetter } from '../types';
import { OPS_REFRESH_MS, opsKeys } from './keys';

/** `GET /api/ops/streams/{stream}/dead-letters` */
export function getDeadLetters(stream: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<DeadLetter[]>(`/api/ops/streams/${encodeURIComponent(stream)}/dead-letters`, { signal });
}

export function getDeadLettersQueryOptions(stream: string) {
  return queryOptions({
    queryKey: opsKeys.deadLetters(stream),
    queryFn: ({ signal }) => getDeadLetters(stream, { signal }),
    refetchInterval: OPS_REFRESH_MS,
    staleTime: 1_000,
  });
}

export function useDeadLetters(stream: string, { enabled = true } = {}) {
  return useQuery({ ...getDeadLettersQueryOptions(stream), enabled });
}
