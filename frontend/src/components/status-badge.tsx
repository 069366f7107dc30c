type Tone = 'ok' | 'bad' | 'warn' | 'neutral';

const TONES: Record<string, Tone> = {
  UP: 'ok',
  COMPLETED: 'ok',
  DOWN: 'bad',
  OUT_OF_SERVICE: 'bad',
  FAILED: 'bad',
  PENDING: 'warn',
  PROCESSING: 'warn',
  UNKNOWN: 'neutral',
};

/** A status word on a coloured pill. The word is always shown: colour is never the only cue. */
export function StatusBadge({ status }: { status: string }) {
  const tone = TONES[status.toUpperCase()] ?? 'warn';
  return <span className={`badge badge--${tone}`}>{status}</span>;
}
