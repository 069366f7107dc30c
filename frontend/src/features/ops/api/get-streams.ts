import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { StreamStats } from '../types';
import { OPS_REFRESH_MS, opsKeys } from './keys';

/** `GET /api/ops/streams`: length, pending, lag, consumers and dead letters of each task stream. */
export function getStreams({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<StreamStats[]>('/api/ops/streams', { signal });
}

export function getStreamsQueryOptions() {
  return queryOptions({
    queryKey: opsKeys.streams(),
    queryFn: ({ signal }) => getStreams({ signal }),
    refetchInterval: OPS_REFRESH_MS,
    staleTime: 1_000,
  });
}

export function useStreams() {
  return useQuery(getStreamsQueryOptions());
}
