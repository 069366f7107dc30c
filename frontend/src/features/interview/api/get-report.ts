import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLiveConnected } from '@/lib/live-status';
import { isActiveStatus, pollInterval, type TaskStatus } from '@/lib/task-status';
import type { InterviewReport, ReportState } from '../types';
import { interviewKeys } from './keys';

/** `GET /api/interview/sessions/{id}/report`: `200` the report; `202` `{evaluateStatus}` until it is ready. */
export async function getReport(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<ReportState> {
  const { status, data } = await apiRequest<InterviewReport | { evaluateStatus: TaskStatus | null }>(
    `/api/interview/sessions/${id}/report`,
    { signal },
  );
  if (status === 202 || !data || !('overallScore' in data)) {
    return { ready: false, evaluateStatus: (data as { evaluateStatus?: TaskStatus } | undefined)?.evaluateStatus ?? null };
  }
  return { ready: true, report: data };
}

/** Asks again while the evaluation is queued or running: often without live events, seldom with them. */
export function getReportQueryOptions(id: number, { live = false } = {}) {
  return queryOptions({
    queryKey: interviewKeys.report(id),
    queryFn: ({ signal }) => getReport(id, { signal }),
    refetchInterval: (query: { state: { data: ReportState | undefined } }) => {
      const data = query.state.data;
      return data && !data.ready && isActiveStatus(data.evaluateStatus) ? pollInterval(live) : false;
    },
  });
}

export function useReport(id: number, { enabled = true } = {}) {
  const live = useLiveConnected();
  return useQuery({ ...getReportQueryOptions(id, { live }), enabled });
}
