import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useLiveConnected } from '@/lib/live-status';
import { pollWhileActive } from '@/lib/task-status';
import type { Resume } from '../types';
import { resumeKeys } from './keys';

/** `GET /api/resumes` */
export function getResumes({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<Resume[]>('/api/resumes', { signal });
}

/** Polls (without SSE) only while some resume is still PENDING or PROCESSING. */
export function getResumesQueryOptions({ live = false } = {}) {
  return queryOptions({
    queryKey: resumeKeys.list(),
    queryFn: ({ signal }) => getResumes({ signal }),
    refetchInterval: pollWhileActive<Resume[]>(live, (resumes) => resumes.map((resume) => resume.analyzeStatus)),
  });
}

export function useResumes() {
  const live = useLiveConnected();
  return useQuery(getResumesQueryOptions({ live }));
}
