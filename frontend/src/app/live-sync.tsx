import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyInterviewEvent } from '@/features/interview/api/live-updates';
import { applyKnowledgeBaseEvent } from '@/features/knowledgebase/api/live-updates';
import { invalidateStreams } from '@/features/ops/api/live-updates';
import { applyResumeEvent } from '@/features/resume/api/live-updates';
import {
  liveStatus,
  useLiveConnection,
  useLiveResync,
  useTaskEvents,
  type EntityType,
  type LiveStatusStore,
  type TaskEvent,
} from '@/lib/live-status';
import { refetchAfterChange } from '@/lib/react-query';

const HANDLERS: Record<EntityType, (queryClient: QueryClient, event: TaskEvent) => string | undefined> = {
  KNOWLEDGE_BASE: applyKnowledgeBaseEvent,
  RESUME: applyResumeEvent,
  INTERVIEW: applyInterviewEvent,
};

/** Query keys whose data carries task status, refreshed after the event stream was down. */
const TASK_QUERY_ROOTS = [['knowledgebase'], ['resumes'], ['interview'], ['ops']];

/**
 * Puts live task events into the query cache (each feature knows its own cache shape), and says
 * each change in a polite live region. One instance, in the app shell: one EventSource per tab.
 */
export function LiveSync({ store = liveStatus }: { store?: LiveStatusStore }) {
  const { t } = useTranslation('app');
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const connection = useLiveConnection(store);

  useTaskEvents((event) => {
    const handler = HANDLERS[event.entityType];
    const said = handler?.(queryClient, event);
    invalidateStreams(queryClient);
    if (said) setAnnouncement(said);
  }, store);

  useLiveResync(() => {
    for (const queryKey of TASK_QUERY_ROOTS) void refetchAfterChange(queryClient, { queryKey });
  }, store);

  return (
    <>
      <p className={`live-indicator live-indicator--${connection}`} title={t('live.title')}>
        <span className="live-indicator__dot" aria-hidden="true" />
        {t(`live.${connection}`)}
      </p>
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="live-announcer">
        {announcement}
      </div>
    </>
  );
}
