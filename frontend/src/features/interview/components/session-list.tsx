import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/confirm-button';
import { EmptyState } from '@/components/empty-state';
import { ErrorMessage } from '@/components/error-message';
import { StatusBadge } from '@/components/status-badge';
import { useFormat } from '@/lib/i18n/use-format';
import { hashHref } from '@/lib/hash-route';
import { useDeleteSession } from '../api/delete-session';
import { useSessions } from '../api/get-sessions';
import { useDifficultyLabel } from './difficulty';
import { sessionTitles } from './session-title';

/** Past and current sessions: open one, or delete it. */
export function SessionList() {
  const { t } = useTranslation(['interview', 'common']);
  const format = useFormat();
  const difficultyLabel = useDifficultyLabel();
  const { data, error, isPending } = useSessions();
  const remove = useDeleteSession();
  const titles = useMemo(
    () =>
      data &&
      sessionTitles(
        data,
        (session) => {
          const role = session.role || t('generalInterview');
          return session.createdAt ? t('list.sessionTitle', { role, date: format.dateTime(session.createdAt) }) : role;
        },
        (title, id) => t('list.sessionTitleWithId', { title, id }),
      ),
    [data, t, format],
  );

  return (
    <section className="panel" aria-labelledby="interview-history-title">
      <h3 id="interview-history-title" className="panel__title">
        {t('list.title')}
      </h3>
      <ErrorMessage error={error} prefix={t('list.loadFailed')} />
      <ErrorMessage error={remove.error} prefix={t('list.deleteFailed')} />
      {isPending && !error ? <p className="muted">{t('common:loading')}</p> : null}
      {data?.length === 0 ? <EmptyState title={t('list.empty')}>{t('list.emptyHint')}</EmptyState> : null}
      {data && data.length > 0 ? (
        <ul className="session-list" aria-label={t('list.label')}>
          {data.map((session) => {
            const title = titles?.get(session.id) ?? '';
            const total = session.questionCount ?? session.questions?.length;
            return (
            <li key={session.id} className="session-row">
              <a className="session-row__link" href={hashHref('interview', { session: session.id })}>
                {title}
              </a>
              <span className="session-row__meta muted">
                {[
                  difficultyLabel(session.difficulty),
                  total ? t('questionCount', { count: total }) : undefined,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              <span className="session-row__status">
                {session.evaluateStatus ? (
                  <StatusBadge status={session.evaluateStatus} />
                ) : session.status ? (
                  <StatusBadge status={session.status} />
                ) : null}
                {session.overallScore != null ? (
                  <strong> {t('common:outOf100', { score: Math.round(session.overallScore) })}</strong>
                ) : null}
              </span>
              <ConfirmButton
                question={t('list.deleteQuestion', { title })}
                confirmLabel={t('list.delete')}
                onConfirm={() => remove.mutate(session.id)}
                aria-label={t('list.deleteLabel', { title })}
              >
                {t('list.delete')}
              </ConfirmButton>
            </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
