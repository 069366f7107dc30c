import { Trans, useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';
import { useFormat } from '@/lib/i18n/use-format';
import { useSystemInfo, type SystemInfo } from '../api/get-system-info';

/** Live health of the backend: overall status, each component, and which AI models answer. */
export function StatusPanel() {
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

      {data ? <SystemInfoView info={data} updatedAt={dataUpdatedAt} /> : null}
    </section>
  );
}

function SystemInfoView({ info, updatedAt }: { info: SystemInfo; updatedAt: number }) {
  const { t } = useTranslation('system');
  const format = useFormat();
  const components = Object.entries(info.components ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const updated = new Date(updatedAt);
  return (
    <>
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
              <dd>{info.ai.chat}</dd>
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
      <p className="muted status-panel__updated">
        <Trans
          t={t}
          i18nKey="updated"
          values={{ time: format.time(updated) }}
          components={{ time: <time dateTime={updated.toISOString()} /> }}
        />
      </p>
    </>
  );
}
