import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useLiveConnected } from '@/lib/live-status';
import { pollWhileActive } from '@/lib/task-status';
import type { SessionSummary } from '../types';
import { interviewKeys } from './keys';

/** `GET /api/interview/sessions` */
export function getSessions({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<SessionSummary[]>('/api/interview/sessions', { signal });
}

export function getSessionsQueryOptions({ live = false } = {}) {
  return queryOptions({
    queryKey: interviewKeys.sessions(),
    queryFn: ({ signal }) => getSessions({ signal }),
    refetchInterval: pollWhileActive<SessionSummary[]>(live, (sessions) => sessions.map((s) => s.evaluateStatus)),
  });
}

export function useSessions() {
  const live = useLiveConnected();
  return useQuery(getSessionsQueryOptions({ live }));
}
