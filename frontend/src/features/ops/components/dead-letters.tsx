import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ErrorMessage } from '@/components/error-message';
import { useFormat } from '@/lib/i18n/use-format';
import { useDeadLetters } from '../api/get-dead-letters';
import { useReplayDeadLetter } from '../api/replay-dead-letter';
import type { DeadLetter } from '../types';

/** `stream`: the key the API knows it by; `name`: what the page calls it. */
type Props = { stream: string; name: string; onReplayed: (id: string) => void };

export function DeadLetters({ stream, name, onReplayed }: Props) {
  const { t } = useTranslation('ops');
  const { data, error, isPending } = useDeadLetters(stream);
  return (
    <>
      {error ? <ErrorMessage error={error} prefix={t('deadLettersUnavailable')} /> : null}
      {isPending && !error ? <p className="muted">{t('loadingDeadLetters')}</p> : null}
      {data?.length === 0 ? <EmptyState title={t('noDeadLetters')} /> : null}
      {data && data.length > 0 ? (
        <ul className="dead-letters" aria-label={t('deadLettersOf', { stream: name })}>
          {data.map((letter) => (
            <li key={letter.id}>
              <DeadLetterRow stream={stream} letter={letter} onReplayed={onReplayed} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

type RowProps = { stream: string; letter: DeadLetter; onReplayed: (id: string) => void };

function DeadLetterRow({ stream, letter, onReplayed }: RowProps) {
  const { t } = useTranslation('ops');
  const format = useFormat();
  const replay = useReplayDeadLetter(onReplayed);
  // The entry's own "attempt" is the ledger's count when it was sent, before the run that failed
  // (0 on a first run); `letter.attempts` is the count after it, the one shown above.
  const fields = Object.entries(letter.fields ?? {}).filter(([key]) => key !== 'attempt');
  return (
    <article className="dead-letter" aria-label={t('deadLetter', { id: letter.id })}>
      <div className="dead-letter__head">
        <code>{letter.id}</code>
        <span className="muted small">
          {t('attempts', { count: letter.attempts, failedAt: format.dateTime(letter.failedAt) })}
        </span>
      </div>
      {letter.error ? <p className="item__error">{letter.error}</p> : null}
      {fields.length > 0 ? (
        <dl className="dead-letter__fields">
          {fields.map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="item__actions">
        <button
          type="button"
          className="button button--small"
          disabled={replay.isPending || replay.isSuccess}
          onClick={() => replay.mutate({ stream, id: letter.id })}
          aria-label={t('replayLabel', { id: letter.id })}
        >
          {replay.isPending ? t('replaying') : replay.isSuccess ? t('replayed') : t('replay')}
        </button>
      </div>
      <ErrorMessage error={replay.error} prefix={t('replayRefused')} />
    </article>
  );
}
