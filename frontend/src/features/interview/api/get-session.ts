import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useLiveConnected } from '@/lib/live-status';
import { pollWhileActive } from '@/lib/task-status';
import type { InterviewSession } from '../types';
import { interviewKeys } from './keys';

/** `GET /api/interview/sessions/{id}` */
export function getSession(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<InterviewSession>(`/api/interview/sessions/${id}`, { signal });
}

export function getSessionQueryOptions(id: number, { live = false } = {}) {
  return queryOptions({
    queryKey: interviewKeys.session(id),
    queryFn: ({ signal }) => getSession(id, { signal }),
    refetchInterval: pollWhileActive<InterviewSession>(live, (session) => [session.evaluateStatus]),
    // The answer box holds the person's words: never refetch it from under them on focus.
    refetchOnWindowFocus: false,
  });
}

export function useSession(id: number) {
  const live = useLiveConnected();
  return useQuery(getSessionQueryOptions(id, { live }));
}
