import { ConfirmButton } from '@/components/confirm-button';
import { EmptyState } from '@/components/empty-state';
import { ErrorMessage } from '@/components/error-message';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime } from '@/lib/format';
import { hashHref } from '@/lib/hash-route';
import { useDeleteSession } from '../api/delete-session';
import { useSessions } from '../api/get-sessions';
import type { SessionSummary } from '../types';

/** Past and current sessions: open one, or delete it. */
export function SessionList() {
  const { data, error, isPending } = useSessions();
  const remove = useDeleteSession();

  return (
    <section className="panel" aria-labelledby="interview-history-title">
      <h3 id="interview-history-title" className="panel__title">
        Your interviews
      </h3>
      <ErrorMessage error={error} prefix="Could not load interviews:" />
      <ErrorMessage error={remove.error} prefix="Could not delete:" />
      {isPending && !error ? <p className="muted">Loading…</p> : null}
      {data?.length === 0 ? <EmptyState title="No interviews yet.">Start one above.</EmptyState> : null}
      {data && data.length > 0 ? (
        <ul className="session-list" aria-label="Interviews">
          {data.map((session) => (
            <li key={session.id} className="session-row">
              <a className="session-row__link" href={hashHref('interview', { session: session.id })}>
                {title(session)}
              </a>
              <span className="session-row__meta muted">
                {[session.difficulty, count(session), formatDateTime(session.createdAt)].filter(Boolean).join(' · ')}
              </span>
              <span className="session-row__status">
                {session.evaluateStatus ? (
                  <StatusBadge status={session.evaluateStatus} />
                ) : session.status ? (
                  <StatusBadge status={session.status === 'IN_PROGRESS' ? 'IN PROGRESS' : session.status} />
                ) : null}
                {session.overallScore != null ? <strong> {Math.round(session.overallScore)}/100</strong> : null}
              </span>
              <ConfirmButton
                question={`Delete interview “${title(session)}”?`}
                confirmLabel="Delete"
                onConfirm={() => remove.mutate(session.id)}
                aria-label={`Delete interview ${title(session)}`}
              >
                Delete
              </ConfirmButton>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const title = (session: SessionSummary) => `${session.role || 'General interview'} #${session.id}`;

function count(session: SessionSummary): string | undefined {
  const total = session.questionCount ?? session.questions?.length;
  return total ? `${total} questions` : undefined;
}
