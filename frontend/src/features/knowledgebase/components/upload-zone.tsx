import { useId, useRef, useState, type DragEvent } from 'react';
import type { UploadProgress } from '@/lib/upload';
import { formatBytes } from '@/lib/format';
import { useUploadKnowledgeBase } from '../api/upload-knowledge-base';

type Upload = {
  key: string;
  file: File;
  progress: number;
  state: 'uploading' | 'done' | 'duplicate' | 'failed';
  message?: string;
};

export const ACCEPTED = '.pdf,.docx,.doc,.txt,.md,.markdown,.html,.htm';

/** Drop files here or choose them: each uploads on its own, with its own progress bar and outcome. */
export function UploadZone() {
  const inputId = useId();
  const categoryId = useId();
  const [category, setCategory] = useState('');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const counter = useRef(0);
  const { mutateAsync } = useUploadKnowledgeBase();

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
          update(key, {
            progress: 1,
            state: duplicate ? 'duplicate' : 'done',
            message: duplicate
              ? `Already in your knowledge base as “${item.name}”.`
              : `Uploaded as “${item.name}”; vectorizing.`,
          }),
        (error: unknown) =>
          update(key, { state: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    start(Array.from(event.dataTransfer.files));
  };

  return (
    <section className="panel" aria-labelledby="kb-upload-title">
      <h3 id="kb-upload-title" className="panel__title">
        Add documents
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
        <p className="dropzone__hint">Drag and drop files here, or</p>
        <label htmlFor={inputId} className="button file-button">
          Choose files
        </label>
        <input
          id={inputId}
          className="visually-hidden file-input"
          type="file"
          multiple
          accept={ACCEPTED}
          aria-label="Choose documents to upload"
          onChange={(event) => {
            start(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <p className="muted dropzone__types">PDF, Word, text, Markdown or HTML, up to 20 MB each.</p>
      </div>
      <div className="field field--inline">
        <label htmlFor={categoryId}>Category for new uploads</label>
        <input
          id={categoryId}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          placeholder="e.g. Java, 系统设计"
          maxLength={100}
        />
      </div>
      {uploads.length > 0 ? (
        <ul className="upload-list" aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.key} className={`upload upload--${upload.state}`}>
              <span className="upload__name">
                {upload.file.name} <span className="muted">({formatBytes(upload.file.size)})</span>
              </span>
              <progress
                className="upload__progress"
                max={1}
                value={upload.progress}
                aria-label={`Upload progress of ${upload.file.name}`}
              />
              <span className="upload__state" role={upload.state === 'failed' ? 'alert' : 'status'}>
                {upload.state === 'uploading' ? `${Math.round(upload.progress * 100)} %` : upload.message}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
