import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/lib/download';
import { ErrorMessage } from './error-message';

/** A button that downloads a file the API makes (a PDF), saying it is busy and why it failed. */
export function DownloadButton({ path, filename, label }: { path: string; filename: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ busy: boolean; error?: unknown }>({ busy: false });

  const start = () => {
    setState({ busy: true });
    downloadFile(path, filename).then(
      () => setState({ busy: false }),
      (error: unknown) => setState({ busy: false, error }),
    );
  };

  return (
    <>
      <button type="button" className="button" onClick={start} disabled={state.busy} aria-busy={state.busy}>
        {state.busy ? t('download.preparing') : label}
      </button>
      {state.error ? (
        <span className="download-error">
          <ErrorMessage error={state.error} prefix={t('download.failed')} />
        </span>
      ) : null}
    </>
  );
}
