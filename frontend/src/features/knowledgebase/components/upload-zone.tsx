import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/use-format';
import type { UploadProgress } from '@/lib/upload';
import { useKnowledgeBases } from '../api/get-knowledge-bases';
import { useUploadKnowledgeBase } from '../api/upload-knowledge-base';

type Upload = {
  key: string;
  file: File;
  progress: number;
  state: 'uploading' | 'done' | 'duplicate' | 'failed';
  /** The stored document's name (done, duplicate), or the server's reason (failed). */
  detail?: string;
  /** The stored document, whose row goes once the list shows it finished. */
  itemId?: number;
};

export const ACCEPTED = '.pdf,.docx,.doc,.txt,.md,.markdown,.html,.htm';

/** Drop files here or choose them: each uploads on its own, with its own progress bar and outcome. */
export function UploadZone() {
  const { t } = useTranslation('knowledgebase');
  const format = useFormat();
  const inputId = useId();
  const categoryId = useId();
  const [category, setCategory] = useState('');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const counter = useRef(0);
  const { mutateAsync } = useUploadKnowledgeBase();
  // the list the page shows (same query): an upload's notice goes once its document is finished there
  const list = useKnowledgeBases({ sortBy: 'createdAt' });
  const finished = new Set(
    (list.data ?? []).filter((item) => item.vectorStatus === 'COMPLETED' || item.vectorStatus === 'FAILED').map((item) => item.id),
  );
  // "getting it ready" is true only until it is ready; "already there" answers the upload and stays until dismissed
  const shown = uploads.filter((upload) => upload.state !== 'done' || upload.itemId === undefined || !finished.has(upload.itemId));
  const dismiss = (key: string) => setUploads((list) => list.filter((upload) => upload.key !== key));

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  function start(files: File[]) {
    if (files.length === 0) return;
    const batch = files.map((file) => ({ key: `u${(counter.current += 1)}`, file, progress: 0, state: 'uploading' as const }));
    setUploads((list) => [...batch, ...list].slice(0, 20));
    for (const { key, file } of batch) {
      mutateAsync({
        file,
        category,
        onProgress: ({ fraction }: UploadProgress) => update(key, { progress: fraction }),
      }).then(
        ({ item, duplicate }) =>
          update(key, { progress: 1, state: duplicate ? 'duplicate' : 'done', detail: item.title || item.name, itemId: item.id }),
        (error: unknown) =>
          update(key, { state: 'failed', detail: error instanceof Error ? error.message : String(error) }),
      );
    }
  }

  const outcome = (upload: Upload) => {
    if (upload.state === 'uploading') return format.number(upload.progress, { style: 'percent' });
    if (upload.state === 'failed') return upload.detail;
    return t(upload.state === 'duplicate' ? 'upload.duplicate' : 'upload.done', { name: upload.detail });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    start(Array.from(event.dataTransfer.files));
  };

  return (
    <section className="panel" aria-labelledby="kb-upload-title">
      <h3 id="kb-upload-title" className="panel__title">
        {t('upload.title')}
      </h3>
      <div
        className={`dropzone${dragging ? ' dropzone--active' : ''}`}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        data-testid="kb-dropzone"
      >
        <p className="dropzone__hint">{t('upload.hint')}</p>
        <label htmlFor={inputId} className="button file-button">
          {t('upload.choose')}
        </label>
        <input
          id={inputId}
          className="visually-hidden file-input"
          type="file"
          multiple
          accept={ACCEPTED}
          aria-label={t('upload.chooseLabel')}
          onChange={(event) => {
            start(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <p className="muted dropzone__types">{t('upload.types')}</p>
      </div>
      <div className="field field--inline">
        <label htmlFor={categoryId}>{t('upload.category')}</label>
        <input
          id={categoryId}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          placeholder={t('upload.categoryPlaceholder')}
          maxLength={100}
        />
      </div>
      {shown.length > 0 ? (
        <ul className="upload-list" aria-label={t('upload.list')}>
          {shown.map((upload) => (
            <li key={upload.key} className={`upload upload--${upload.state}`}>
              <span className="upload__name">
                {upload.file.name} <span className="muted">({format.bytes(upload.file.size)})</span>
              </span>
              <progress
                className="upload__progress"
                max={1}
                value={upload.progress}
                aria-label={t('upload.progressOf', { name: upload.file.name })}
              />
              <span className="upload__state" role={upload.state === 'failed' ? 'alert' : 'status'}>
                {outcome(upload)}
              </span>
              {upload.state === 'uploading' ? null : (
                <button
                  type="button"
                  className="button button--small button--quiet"
                  aria-label={t('upload.dismiss', { name: upload.file.name })}
                  onClick={() => dismiss(upload.key)}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
