import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/confirm-button';
import { ErrorMessage } from '@/components/error-message';
import { StatusBadge } from '@/components/status-badge';
import { StatusTimeline } from '@/components/status-timeline';
import { hashHref } from '@/lib/hash-route';
import { useFormat } from '@/lib/i18n/use-format';
import { isActiveStatus } from '@/lib/task-status';
import { useDeleteKnowledgeBase } from '../api/delete-knowledge-base';
import { useKnowledgeBaseHistory } from '../api/get-knowledge-base-history';
import { useRevectorizeKnowledgeBase } from '../api/revectorize-knowledge-base';
import type { KnowledgeBaseItem } from '../types';

export function KnowledgeBaseItemCard({ item }: { item: KnowledgeBaseItem }) {
  const { t } = useTranslation(['knowledgebase', 'common']);
  const format = useFormat();
  const [showHistory, setShowHistory] = useState(false);
  const revectorize = useRevectorizeKnowledgeBase();
  const remove = useDeleteKnowledgeBase();
  const titleId = `kb-item-${item.id}`;
  const historyId = `kb-history-${item.id}`;
  const active = isActiveStatus(item.vectorStatus);

  return (
    <article className="item" aria-labelledby={titleId}>
      <div className="item__head">
        <h4 id={titleId} className="item__title">
          {item.vectorStatus === 'COMPLETED' ? (
            <a href={hashHref('knowledge-base', { note: item.id })}>{item.title || item.name}</a>
          ) : (
            item.title || item.name
          )}
        </h4>
        <StatusBadge status={item.vectorStatus} />
      </div>
      <dl className="item__facts">
        <div>
          <dt>{t('item.file')}</dt>
          <dd>{item.originalFilename}</dd>
        </div>
        <div>
          <dt>{t('item.size')}</dt>
          <dd>{format.bytes(item.sizeBytes)}</dd>
        </div>
        <div>
          <dt>{t('item.chunks')}</dt>
          {/* counted when vectorizing finishes: a note never vectorized has no count yet, not 0 passages */}
          <dd>{item.vectorStatus === 'COMPLETED' || item.chunkCount ? format.number(item.chunkCount) : '—'}</dd>
        </div>
        <div>
          <dt>{t('item.category')}</dt>
          <dd>{item.category || '—'}</dd>
        </div>
        <div>
          <dt>{t('item.added')}</dt>
          <dd>
            <time dateTime={item.createdAt}>{format.dateTime(item.createdAt)}</time>
          </dd>
        </div>
      </dl>
      {item.vectorStatus === 'FAILED' ? (
        <p className="item__error">
          <strong>{t('item.failed')} </strong>
          {item.vectorError || t('common:noReason')}
        </p>
      ) : null}
      {active && item.vectorError ? (
        <p className="muted small">{t('item.retryingAfter', { error: item.vectorError })}</p>
      ) : null}
      <ErrorMessage error={revectorize.error ?? remove.error} />
      <div className="item__actions">
        {item.vectorStatus === 'FAILED' || item.vectorStatus === 'COMPLETED' ? (
          <button
            type="button"
            className={`button button--small${item.vectorStatus === 'FAILED' ? ' button--primary' : ''}`}
            onClick={() => revectorize.mutate(item.id)}
            disabled={revectorize.isPending}
            aria-label={t(item.vectorStatus === 'FAILED' ? 'item.retryLabel' : 'item.revectorizeLabel', { name: item.title || item.name })}
          >
            {revectorize.isPending ? t('item.queuing') : item.vectorStatus === 'FAILED' ? t('item.retry') : t('item.revectorize')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--small"
          aria-expanded={showHistory}
          aria-controls={historyId}
          onClick={() => setShowHistory((shown) => !shown)}
        >
          {t('item.history')}
        </button>
        <a className="button button--small" href={`/api/knowledgebase/${item.id}/download`} download>
          {t('item.download')}
        </a>
        <ConfirmButton
          question={t(active ? 'item.deleteActiveQuestion' : 'item.deleteQuestion', { name: item.title || item.name })}
          confirmLabel={t('item.delete')}
          onConfirm={() => remove.mutate(item.id)}
          disabled={remove.isPending}
          aria-label={t('item.deleteLabel', { name: item.title || item.name })}
        >
          {t('item.delete')}
        </ConfirmButton>
      </div>
      {showHistory ? (
        <div id={historyId}>
          <History id={item.id} />
        </div>
      ) : null}
    </article>
  );
}

function History({ id }: { id: number }) {
  const { t } = useTranslation(['knowledgebase', 'common']);
  const { data, error, isPending } = useKnowledgeBaseHistory(id);
  if (error) return <ErrorMessage error={error} prefix={t('common:historyUnavailable')} />;
  if (isPending) return <p className="muted">{t('common:loadingHistory')}</p>;
  return <StatusTimeline transitions={data} label={t('item.historyLabel')} />;
}
