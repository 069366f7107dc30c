import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { useResumes } from '../api/get-resumes';
import { useUploadResume } from '../api/upload-resume';
import type { Resume } from '../types';

/** One resume at a time (PDF, Word, text); tells a re-upload of the same file from a new one. */
export function ResumeUpload({ onUploaded }: { onUploaded: (resume: Resume) => void }) {
  const { t } = useTranslation('resume');
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  // What to say about the last upload; kept as data so it follows a change of language.
  const [notice, setNotice] = useState<{ duplicate: boolean; name: string; id: number } | null>(null);
  // "analysis queued" is true only until the analysis is finished (the list follows it live)
  const resumes = useResumes();
  const finished = resumes.data?.some(
    (resume) => resume.id === notice?.id && (resume.analyzeStatus === 'COMPLETED' || resume.analyzeStatus === 'FAILED'),
  );
  const [dragging, setDragging] = useState(false);
  const upload = useUploadResume();

  function start(file: File | undefined) {
    if (!file) return;
    setNotice(null);
    setProgress(0);
    upload.mutate(
      { file, onProgress: ({ fraction }) => setProgress(fraction) },
      {
        onSuccess: ({ resume, duplicate }) => {
          setNotice({ duplicate, name: resume.originalFilename, id: resume.id });
          onUploaded(resume);
        },
        onSettled: () => setProgress(null),
      },
    );
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    start(event.dataTransfer.files[0]);
  };

  return (
    <section className="panel" aria-labelledby="resume-upload-title">
      <h3 id="resume-upload-title" className="panel__title">
        {t('upload.title')}
      </h3>
      <div
        className={`dropzone dropzone--compact${dragging ? ' dropzone--active' : ''}`}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={inputId} className="button file-button">
          {t('upload.choose')}
        </label>
        <input
          id={inputId}
          className="visually-hidden file-input"
          type="file"
          accept=".pdf,.docx,.doc,.txt,.md"
          aria-label={t('upload.chooseFile')}
          disabled={upload.isPending}
          onChange={(event) => {
            start(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <p className="muted dropzone__types">{t('upload.hint')}</p>
      </div>
      {progress !== null ? (
        <progress className="upload__progress" max={1} value={progress} aria-label={t('upload.progress')} />
      ) : null}
      <div role="status">
        {notice && !(finished && !notice.duplicate) ? (
          <p className="notice">
            {t(notice.duplicate ? 'upload.duplicate' : 'upload.queued', { name: notice.name })}{' '}
            <button
              type="button"
              className="button button--small button--quiet"
              aria-label={t('upload.dismiss')}
              onClick={() => setNotice(null)}
            >
              ×
            </button>
          </p>
        ) : null}
      </div>
      <ErrorMessage error={upload.error} prefix={t('upload.failed')} />
    </section>
  );
}
