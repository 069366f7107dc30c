import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

/** `GET /api/system/info`: what is running and whether its parts are healthy. */
export type SystemInfo = {
  name: string;
  version: string;
  /** Overall health, in Spring Boot's terms: UP, DOWN, OUT_OF_SERVICE, UNKNOWN. */
  status: string;
  /** Health of each part the backend depends on, by name (db, redis, ...). */
  components: Record<string, string>;
  /** Which models answer; absent on a backend that does not report them. */
  ai?: { chat?: string; embedding?: string };
};

/** How often the status panel asks again while the page is visible. */
export const SYSTEM_INFO_REFRESH_MS = 15_000;

export function getSystemInfo({ signal }: { signal?: AbortSignal } = {}): Promise<SystemInfo> {
  return apiFetch<SystemInfo>('/api/system/info', { signal });
}

export function getSystemInfoQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'info'] as const,
    queryFn: ({ signal }) => getSystemInfo({ signal }),
    refetchInterval: SYSTEM_INFO_REFRESH_MS,
  });
}

export function useSystemInfo(config: QueryConfig<typeof getSystemInfoQueryOptions> = {}) {
  return useQuery({ ...getSystemInfoQueryOptions(), ...config });
}
