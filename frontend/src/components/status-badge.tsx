import { useKeyLabel } from '@/lib/i18n/use-key-label';

type Tone = 'ok' | 'bad' | 'warn' | 'neutral';

const TONES: Record<string, Tone> = {
  UP: 'ok',
  COMPLETED: 'ok',
  DOWN: 'bad',
  OUT_OF_SERVICE: 'bad',
  FAILED: 'bad',
  PENDING: 'warn',
  PROCESSING: 'warn',
  IN_PROGRESS: 'warn',
  UNKNOWN: 'neutral',
};

/** A status word on a coloured pill. The word is always shown: colour is never the only cue. */
export function StatusBadge({ status }: { status: string }) {
  const label = useStatusLabel();
  const tone = TONES[status.toUpperCase()] ?? 'warn';
  return <span className={`badge badge--${tone}`}>{label(status)}</span>;
}

/** A status code ("COMPLETED", "UP") in the page's language; a code we have no word for shows as it is. */
export function useStatusLabel(): (status: string) => string {
  const label = useKeyLabel('common', 'status', () => '');
  return (status) => label(status.toUpperCase()) || status;
}
