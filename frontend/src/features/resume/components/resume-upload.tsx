import { useId, useState, type DragEvent } from 'react';
import { ErrorMessage } from '@/components/error-message';
import { useUploadResume } from '../api/upload-resume';
import type { Resume } from '../types';

/** One resume at a time (PDF, Word, text); tells a re-upload of the same file from a new one. */
export function ResumeUpload({ onUploaded }: { onUploaded: (resume: Resume) => void }) {
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const [dragging, setDragging] = useState(false);
  const upload = useUploadResume();

  function start(file: File | undefined) {
    if (!file) return;
    setNotice('');
    setProgress(0);
    upload.mutate(
      { file, onProgress: ({ fraction }) => setProgress(fraction) },
      {
        onSuccess: ({ resume, duplicate }) => {
          setNotice(
            duplicate
              ? `You uploaded this resume before: showing “${resume.originalFilename}”.`
              : `Uploaded “${resume.originalFilename}”; analysis queued.`,
          );
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
        Upload a resume
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
          Choose a resume
        </label>
        <input
          id={inputId}
          className="visually-hidden file-input"
          type="file"
          accept=".pdf,.docx,.doc,.txt,.md"
          aria-label="Choose a resume file"
          disabled={upload.isPending}
          onChange={(event) => {
            start(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <p className="muted dropzone__types">or drop it here. PDF, Word or text, up to 20 MB.</p>
      </div>
      {progress !== null ? (
        <progress className="upload__progress" max={1} value={progress} aria-label="Resume upload progress" />
      ) : null}
      <div role="status">{notice ? <p className="notice">{notice}</p> : null}</div>
      <ErrorMessage error={upload.error} prefix="Upload failed:" />
    </section>
  );
}
