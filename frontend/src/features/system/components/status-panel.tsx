import { StatusBadge } from '@/components/status-badge';
import { useSystemInfo, type SystemInfo } from '../api/get-system-info';

/** Live health of the backend: overall status, each component, and which AI models answer. */
export function StatusPanel() {
  const { data, error, isPending, isFetching, dataUpdatedAt, refetch } = useSystemInfo();

  return (
    <section className="panel status-panel" aria-labelledby="status-panel-title">
      <div className="panel__header">
        <h2 id="status-panel-title">System status</h2>
        <button type="button" className="button button--small" onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? 'Checking…' : 'Refresh'}
        </button>
      </div>

      {error ? (
        <p role="alert" className="alert">
          <strong>{data ? 'Last check failed: ' : 'Status unavailable: '}</strong>
          {error.message}
        </p>
      ) : null}

      {isPending && !error ? <p className="muted">Checking the backend…</p> : null}

      {data ? <SystemInfoView info={data} updatedAt={dataUpdatedAt} /> : null}
    </section>
  );
}

function SystemInfoView({ info, updatedAt }: { info: SystemInfo; updatedAt: number }) {
  const components = Object.entries(info.components ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return (
    <>
      <p className="status-panel__app">
        <span className="status-panel__name">{info.name}</span>{' '}
        <span className="status-panel__version">{info.version}</span>
      </p>
      <table className="status-table">
        <caption className="visually-hidden">Health of {info.name} and its components</caption>
        <tbody>
          <tr className="status-table__overall">
            <th scope="row">Overall</th>
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
              <dt>AI chat</dt>
              <dd>{info.ai.chat}</dd>
            </div>
          ) : null}
          {info.ai.embedding ? (
            <div>
              <dt>Embeddings</dt>
              <dd>{info.ai.embedding}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <p className="muted status-panel__updated">
        Updated <time dateTime={new Date(updatedAt).toISOString()}>{new Date(updatedAt).toLocaleTimeString()}</time>
      </p>
    </>
  );
}
