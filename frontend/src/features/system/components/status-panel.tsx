import { Trans, useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';
import { useFormat } from '@/lib/i18n/use-format';
import { useSystemInfo, type SystemInfo } from '../api/get-system-info';

/**
 * Whether the service works, in a sentence, and who writes the answers. The component names, versions
 * and model ids are behind "Details", for administrators only.
 */
export function StatusPanel({ admin = false }: { admin?: boolean }) {
  const { t } = useTranslation('system');
  const { data, error, isPending, isFetching, dataUpdatedAt, refetch } = useSystemInfo();

  return (
    <section className="panel status-panel" aria-labelledby="status-panel-title">
      <div className="panel__header">
        <h2 id="status-panel-title">{t('title')}</h2>
        <button type="button" className="button button--small" onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? t('checking') : t('refresh')}
        </button>
      </div>

      {error ? (
        <p role="alert" className="alert">
          <strong>{data ? t('lastCheckFailed') : t('unavailable')} </strong>
          {error.message}
        </p>
      ) : null}

      {isPending && !error ? <p className="muted">{t('checkingBackend')}</p> : null}

      {data ? <SystemInfoView info={data} updatedAt={dataUpdatedAt} admin={admin} /> : null}
    </section>
  );
}

function SystemInfoView({ info, updatedAt, admin }: { info: SystemInfo; updatedAt: number; admin: boolean }) {
  const { t } = useTranslation('system');
  const format = useFormat();
  const components = Object.entries(info.components ?? {}).sort(([a], [b]) => a.localeCompare(b));
  // each part by what a user would miss while it is down
  const partLabel = (name: string) => (name === 'db' ? t('parts.db') : name === 'redis' ? t('parts.redis') : name);
  const down = components.filter(([, status]) => status !== 'UP').map(([name]) => partLabel(name));
  const updated = new Date(updatedAt);
  // "OpenAI-compatible: <model>" when a language model is configured; anything else means offline
  const model = info.ai?.chat?.startsWith('OpenAI') ? info.ai.chat.replace(/^[^:]*:\s*/, '') : null;
  return (
    <>
      <p className={down.length === 0 && info.status === 'UP' ? 'status-panel__summary' : 'status-panel__summary status-panel__summary--bad'}>
        {down.length === 0 && info.status === 'UP' ? t('allWorking') : t('notWorking', { parts: down.join(t('listSeparator')) })}
      </p>
      <p className="status-panel__answers">{model ? t('answersByModel', { model }) : t('answersBuiltIn')}</p>
      <p className="muted status-panel__updated">
        <Trans
          t={t}
          i18nKey="updated"
          values={{ time: format.time(updated) }}
          components={{ time: <time dateTime={updated.toISOString()} /> }}
        />
      </p>
      {admin ? (
        <details className="status-panel__details">
          <summary>{t('details')}</summary>
          <p className="status-panel__app">
            <span className="status-panel__name">{info.name}</span>{' '}
            <span className="status-panel__version">{info.version}</span>
          </p>
          <table className="status-table">
            <caption className="visually-hidden">{t('healthCaption', { name: info.name })}</caption>
            <tbody>
              <tr className="status-table__overall">
                <th scope="row">{t('overall')}</th>
                <td>
                  <StatusBadge status={info.status} />
                </td>
              </tr>
              {components.map(([name, status]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>
                    <StatusBadge status={status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {info.ai ? (
            <dl className="status-panel__ai">
              {info.ai.chat ? (
                <div>
                  <dt>{t('aiChat')}</dt>
                  {/* the server names a model in its own words; "offline" is said in the page's language */}
                  <dd>{model ?? t('offline')}</dd>
                </div>
              ) : null}
              {info.ai.embedding ? (
                <div>
                  <dt>{t('embeddings')}</dt>
                  <dd>{info.ai.embedding}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </details>
      ) : null}
    </>
  );
}
