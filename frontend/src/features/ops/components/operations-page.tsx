import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ErrorMessage } from '@/components/error-message';
import { useFormat } from '@/lib/i18n/use-format';
import { useStreams } from '../api/get-streams';
import type { StreamStats } from '../types';
import { DeadLetters } from './dead-letters';

export function OperationsPage() {
  const { t } = useTranslation('ops');
  const format = useFormat();
  const { data, error, isPending, dataUpdatedAt } = useStreams();

  return (
    <section className="page" aria-labelledby="section-title">
      <div className="page__header">
        <h2 id="section-title">{t('title')}</h2>
        <p className="muted">
          {t('intro')}{' '}
          {dataUpdatedAt ? (
            <span>
              <Trans
                t={t}
                i18nKey="updated"
                values={{ time: format.time(new Date(dataUpdatedAt)) }}
                components={{ time: <time dateTime={new Date(dataUpdatedAt).toISOString()} /> }}
              />
            </span>
          ) : null}
        </p>
      </div>
      <ErrorMessage error={error} prefix={data ? t('lastRefreshFailed') : t('streamsUnavailable')} />
      {isPending && !error ? <p className="muted">{t('loadingStreams')}</p> : null}
      {data?.length === 0 ? <EmptyState title={t('noStreams')} /> : null}
      {data?.map((stream) => <StreamCard key={stream.stream} stats={stream} />)}
    </section>
  );
}

function StreamCard({ stats }: { stats: StreamStats }) {
  const { t } = useTranslation('ops');
  const format = useFormat();
  // The card outlives its dead letters (a replay can empty the list), so the confirmation lives here.
  const [replayed, setReplayed] = useState('');
  const titleId = `stream-${stats.stream.replace(/[^a-z0-9]+/gi, '-')}`;
  const name = pipelineName(t, stats.stream);
  return (
    <section className="panel stream" aria-labelledby={titleId}>
      <h3 id={titleId} className="panel__title stream__name">
        {name}
      </h3>
      {/* In the order a task lives: waiting, then being done, then on record once done; the ones that failed for good
          after those, as the exception that needs a person; the workers last, as the capacity behind it all. */}
      <dl className="stats" aria-label={t('numbersOf', { stream: name })}>
        <Stat label={t('stats.lag')} value={format.number(stats.lag)} />
        <Stat label={t('stats.pending')} value={format.number(stats.pending)} />
        <Stat label={t('stats.oldestPending')} value={format.duration(stats.pending > 0 ? stats.oldestPendingAgeMs : null)} />
        <Stat label={t('stats.length')} value={format.number(stats.length)} />
        <Stat label={t('stats.deadLetters')} value={format.number(stats.deadLetters)} warn={stats.deadLetters > 0} />
        <Stat label={t('stats.consumers')} value={format.number(stats.consumers?.length ?? 0)} />
      </dl>
      {stats.consumers?.length ? (
        <table className="table">
          <caption className="visually-hidden">{t('consumersOf', { stream: name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('consumer')}</th>
              <th scope="col">{t('pending')}</th>
              <th scope="col">{t('idle')}</th>
            </tr>
          </thead>
          <tbody>
            {stats.consumers.map((consumer, index) => (
              <tr key={consumer.name}>
                <th scope="row">{t('worker', { number: index + 1 })}</th>
                <td>{format.number(consumer.pending)}</td>
                <td>{format.duration(consumer.idleMs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <TechnicalDetails stats={stats} />
      <h4>{t('deadLetters')}</h4>
      <p role="status" className={replayed ? 'notice' : undefined}>
        {replayed ? t('replayedNotice', { id: replayed }) : null}
      </p>
      {stats.deadLetters > 0 ? (
        <DeadLetters stream={stats.stream} name={name} onReplayed={setReplayed} />
      ) : (
        <p className="muted">{t('none')}</p>
      )}
    </section>
  );
}

/**
 * The stream key, group, dead-letter stream and worker ids, and which Redis figure each plain label is: what an
 * operator types into redis-cli, not what the page is about.
 */
function TechnicalDetails({ stats }: { stats: StreamStats }) {
  const { t } = useTranslation('ops');
  return (
    <details className="small">
      <summary>{t('technicalDetails')}</summary>
      <dl className="muted">
        <dt>{t('streamKey')}</dt>
        <dd>
          <code>{stats.stream}</code>
        </dd>
        <dt>{t('groupName')}</dt>
        <dd>
          <code>{stats.group}</code>
        </dd>
        <dt>{t('deadLetterStream')}</dt>
        <dd>
          <code>{deadLetterKey(stats.stream)}</code>
        </dd>
        {stats.consumers?.map((consumer, index) => (
          <div key={consumer.name}>
            <dt>{t('worker', { number: index + 1 })}</dt>
            <dd>
              <code>{consumer.name}</code>
            </dd>
          </div>
        ))}
      </dl>
      <p className="muted">{t('terms')}</p>
    </details>
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

/** The three pipelines by what they do; a stream the page does not know keeps its key. */
function pipelineName(t: TFunction<'ops'>, stream: string): string {
  if (stream.startsWith('knowledgebase:')) return t('pipelines.vectorize');
  if (stream.startsWith('resume:')) return t('pipelines.analyze');
  if (stream.startsWith('interview:')) return t('pipelines.evaluate');
  return stream;
}

/** Where the backend keeps a stream's dead letters (StreamDefinition.deadLetterStream). */
function deadLetterKey(stream: string): string {
  return `${stream}:dlq`;
}
