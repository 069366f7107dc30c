import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorMessage } from '@/components/error-message';
import { formatDuration } from '@/lib/format';
import { useAdminToken } from '../admin-token';
import { useStreams } from '../api/get-streams';
import type { StreamStats } from '../types';
import { AdminTokenField } from './admin-token-field';
import { DeadLetters } from './dead-letters';

export function OperationsPage() {
  const { data, error, isPending, dataUpdatedAt } = useStreams();
  const [token, setToken] = useAdminToken();

  return (
    <section className="page" aria-labelledby="section-title">
      <div className="page__header">
        <h2 id="section-title">Operations</h2>
        <p className="muted">
          Background task streams, their lag and dead letters; replay failures.{' '}
          {dataUpdatedAt ? (
            <span>
              Updated <time dateTime={new Date(dataUpdatedAt).toISOString()}>{new Date(dataUpdatedAt).toLocaleTimeString()}</time>.
            </span>
          ) : null}
        </p>
      </div>
      <section className="panel">
        <AdminTokenField token={token} onChange={setToken} />
      </section>
      <ErrorMessage error={error} prefix={data ? 'Last refresh failed:' : 'Streams unavailable:'} />
      {isPending && !error ? <p className="muted">Loading streams…</p> : null}
      {data?.length === 0 ? <EmptyState title="No task streams reported yet." /> : null}
      {data?.map((stream) => <StreamCard key={stream.stream} stats={stream} token={token} />)}
    </section>
  );
}

function StreamCard({ stats, token }: { stats: StreamStats; token: string }) {
  // The card outlives its dead letters (a replay can empty the list), so the confirmation lives here.
  const [replayed, setReplayed] = useState('');
  const titleId = `stream-${stats.stream.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <section className="panel stream" aria-labelledby={titleId}>
      <h3 id={titleId} className="panel__title stream__name">
        {stats.stream}
      </h3>
      <p className="muted small">group {stats.group}</p>
      <dl className="stats" aria-label={`Numbers of ${stats.stream}`}>
        <Stat label="Length" value={stats.length} />
        <Stat label="Pending" value={stats.pending} />
        <Stat label="Lag" value={stats.lag ?? '—'} />
        <Stat label="Oldest pending" value={stats.pending > 0 ? formatDuration(stats.oldestPendingAgeMs) : '—'} />
        <Stat label="Dead letters" value={stats.deadLetters} warn={stats.deadLetters > 0} />
        <Stat label="Consumers" value={stats.consumers?.length ?? 0} />
      </dl>
      {stats.consumers?.length ? (
        <table className="table">
          <caption className="visually-hidden">Consumers of {stats.stream}</caption>
          <thead>
            <tr>
              <th scope="col">Consumer</th>
              <th scope="col">Pending</th>
              <th scope="col">Idle</th>
            </tr>
          </thead>
          <tbody>
            {stats.consumers.map((consumer) => (
              <tr key={consumer.name}>
                <th scope="row">{consumer.name}</th>
                <td>{consumer.pending}</td>
                <td>{formatDuration(consumer.idleMs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <h4>Dead letters</h4>
      <p role="status" className={replayed ? 'notice' : undefined}>
        {replayed ? `Dead letter ${replayed} replayed: its task is queued again.` : null}
      </p>
      {stats.deadLetters > 0 ? (
        <DeadLetters stream={stats.stream} token={token} onReplayed={setReplayed} />
      ) : (
        <p className="muted">None.</p>
      )}
    </section>
  );
}

function Stat({ label, value, warn }: { label: string; value: string | number; warn?: boolean }) {
  return (
    <div className={`stat${warn ? ' stat--warn' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
