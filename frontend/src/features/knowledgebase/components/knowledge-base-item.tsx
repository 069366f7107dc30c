import { useState } from 'react';
import { ConfirmButton } from '@/components/confirm-button';
import { ErrorMessage } from '@/components/error-message';
import { StatusBadge } from '@/components/status-badge';
import { StatusTimeline } from '@/components/status-timeline';
import { formatBytes, formatDateTime } from '@/lib/format';
import { isActiveStatus } from '@/lib/task-status';
import { useDeleteKnowledgeBase } from '../api/delete-knowledge-base';
import { useKnowledgeBaseHistory } from '../api/get-knowledge-base-history';
import { useRevectorizeKnowledgeBase } from '../api/revectorize-knowledge-base';
import type { KnowledgeBaseItem } from '../types';

export function KnowledgeBaseItemCard({ item }: { item: KnowledgeBaseItem }) {
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
          {item.name}
        </h4>
        <StatusBadge status={item.vectorStatus} />
      </div>
      <dl className="item__facts">
        <div>
          <dt>File</dt>
          <dd>{item.originalFilename}</dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd>{formatBytes(item.sizeBytes)}</dd>
        </div>
        <div>
          <dt>Chunks</dt>
          <dd>{item.chunkCount ?? '—'}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{item.category || '—'}</dd>
        </div>
        <div>
          <dt>Added</dt>
          <dd>{formatDateTime(item.createdAt)}</dd>
        </div>
      </dl>
      {item.vectorStatus === 'FAILED' ? (
        <p className="item__error">
          <strong>Vectorizing failed: </strong>
          {item.vectorError || 'no reason was recorded'}
        </p>
      ) : null}
      {active && item.vectorError ? (
        <p className="muted small">Retrying after: {item.vectorError}</p>
      ) : null}
      <ErrorMessage error={revectorize.error ?? remove.error} />
      <div className="item__actions">
        {item.vectorStatus === 'FAILED' || item.vectorStatus === 'COMPLETED' ? (
          <button
            type="button"
            className={`button button--small${item.vectorStatus === 'FAILED' ? ' button--primary' : ''}`}
            onClick={() => revectorize.mutate(item.id)}
            disabled={revectorize.isPending}
            aria-label={`${item.vectorStatus === 'FAILED' ? 'Retry' : 'Re-vectorize'} ${item.name}`}
          >
            {revectorize.isPending ? 'Queuing…' : item.vectorStatus === 'FAILED' ? 'Retry' : 'Re-vectorize'}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--small"
          aria-expanded={showHistory}
          aria-controls={historyId}
          onClick={() => setShowHistory((shown) => !shown)}
        >
          History
        </button>
        <a className="button button--small" href={`/api/knowledgebase/${item.id}/download`} download>
          Download
        </a>
        <ConfirmButton
          question={`Delete “${item.name}”${active ? ' while it is being vectorized' : ''}?`}
          confirmLabel="Delete"
          onConfirm={() => remove.mutate(item.id)}
          disabled={remove.isPending}
          aria-label={`Delete ${item.name}`}
        >
          Delete
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
  const { data, error, isPending } = useKnowledgeBaseHistory(id);
  if (error) return <ErrorMessage error={error} prefix="History unavailable:" />;
  if (isPending) return <p className="muted">Loading history…</p>;
  return <StatusTimeline transitions={data} label="Vectorizing history" />;
}
