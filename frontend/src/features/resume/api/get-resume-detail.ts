import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useLiveConnected } from '@/lib/live-status';
import { pollWhileActive } from '@/lib/task-status';
import type { ResumeDetail } from '../types';
import { resumeKeys } from './keys';

/** `GET /api/resumes/{id}/detail` */
export function getResumeDetail(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<ResumeDetail>(`/api/resumes/${id}/detail`, { signal });
}

export function getResumeDetailQueryOptions(id: number, { live = false } = {}) {
  return queryOptions({
    queryKey: resumeKeys.detail(id),
    queryFn: ({ signal }) => getResumeDetail(id, { signal }),
    refetchInterval: pollWhileActive<ResumeDetail>(live, (resume) => [resume.analyzeStatus]),
  });
}

export function useResumeDetail(id: number) {
  const live = useLiveConnected();
  return useQuery(getResumeDetailQueryOptions(id, { live }));
}
