import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '@/lib/i18n/i18n';
import { statusWord } from '@/lib/i18n/status-word';
import type { TaskEvent } from '@/lib/live-status';
import { isFinalStatus } from '@/lib/task-status';
import type { Resume, ResumeDetail } from '../types';
import { resumeKeys } from './keys';
import { refetchAfterChange } from '@/lib/react-query';

/**
 * A `task-status` event for a resume: the new status goes into the cached list and detail at
 * once; when it is final the detail (for its analysis) and the list are refetched.
 */
export function applyResumeEvent(queryClient: QueryClient, event: TaskEvent): string | undefined {
  const id = event.entityId;
  const patch = <T extends Resume>(resume: T): T => ({
    ...resume,
    analyzeStatus: event.status,
    // A retry carries the reason too (PENDING with an error); COMPLETED clears it.
    analyzeError: event.status === 'COMPLETED' ? null : event.error,
  });
  let name: string | undefined;
  let known = false;
  queryClient.setQueryData<Resume[]>(resumeKeys.list(), (list) =>
    list?.map((resume) => {
      if (resume.id !== id) return resume;
      known = true;
      name = resume.originalFilename;
      return patch(resume);
    }),
  );
  queryClient.setQueryData<ResumeDetail>(resumeKeys.detail(id), (detail) => (detail ? patch(detail) : detail));
  void refetchAfterChange(queryClient, { queryKey: resumeKeys.history(id) });
  // Final: fetch the analysis, and cancel any request started before the change (its older
  // answer would otherwise land after the event and put the old status back).
  if (isFinalStatus(event.status)) void refetchAfterChange(queryClient, { queryKey: resumeKeys.detail(id) });
  if (!known || isFinalStatus(event.status)) void refetchAfterChange(queryClient, { queryKey: resumeKeys.list() });
  const values = { name: name ?? id, status: statusWord(event.status), error: event.error };
  return event.status === 'FAILED' && event.error
    ? i18n.t('resume:live.failed', values)
    : i18n.t('resume:live.changed', values);
}
