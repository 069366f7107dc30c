import type { QueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';
import { statusWord } from '@/lib/i18n/status-word';
import type { TaskEvent } from '@/lib/live-status';
import { isFinalStatus } from '@/lib/task-status';
import type { InterviewSession, ReportState, SessionSummary } from '../types';
import { interviewKeys } from './keys';
import { refetchAfterChange } from '@/lib/react-query';

/**
 * A `task-status` event for an interview's evaluation: the session (and its row in the list)
 * take the new status at once; the report is refetched when the evaluation is final.
 */
export function applyInterviewEvent(queryClient: QueryClient, event: TaskEvent): string | undefined {
  const id = event.entityId;
  const error = event.status === 'COMPLETED' ? null : event.error;
  queryClient.setQueryData<InterviewSession>(interviewKeys.session(id), (session) =>
    session ? { ...session, evaluateStatus: event.status, evaluateError: error } : session,
  );
  let known = false;
  queryClient.setQueryData<SessionSummary[]>(interviewKeys.sessions(), (list) =>
    list?.map((session) => {
      if (session.id !== id) return session;
      known = true;
      return { ...session, evaluateStatus: event.status, evaluateError: error };
    }),
  );
  queryClient.setQueryData<ReportState>(interviewKeys.report(id), (state) =>
    state && !state.ready ? { ready: false, evaluateStatus: event.status } : state,
  );
  void refetchAfterChange(queryClient, { queryKey: interviewKeys.history(id) });
  if (isFinalStatus(event.status)) {
    void refetchAfterChange(queryClient, { queryKey: interviewKeys.report(id) });
    void refetchAfterChange(queryClient, { queryKey: interviewKeys.session(id) });
    void refetchAfterChange(queryClient, { queryKey: interviewKeys.sessions() });
  } else if (!known) {
    void refetchAfterChange(queryClient, { queryKey: interviewKeys.sessions() });
  }
  const name = nameOf(queryClient.getQueryData<SessionSummary[]>(interviewKeys.sessions())?.find((s) => s.id === id)
    ?? queryClient.getQueryData<InterviewSession>(interviewKeys.session(id)));
  const values = { name, status: statusWord(event.status), error };
  if (!name) {
    return event.status === 'FAILED' && error ? i18n.t('interview:live.failedUnnamed', values) : i18n.t('interview:live.changedUnnamed', values);
  }
  return event.status === 'FAILED' && error ? i18n.t('interview:live.failed', values) : i18n.t('interview:live.changed', values);
}

/** A session as the list names it (role and date), not by its id; undefined when no cache knows it. */
function nameOf(session: Pick<SessionSummary, 'role' | 'createdAt'> | undefined): string | undefined {
  if (!session) return undefined;
  const role = session.role || i18n.t('interview:generalInterview');
  if (!session.createdAt) return role;
  return i18n.t('interview:list.sessionTitle', { role, date: formatDateTime(session.createdAt, i18n.resolvedLanguage ?? i18n.language) });
}
