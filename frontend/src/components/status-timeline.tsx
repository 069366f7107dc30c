import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/use-format';
import type { TaskTransition } from '@/lib/task-status';
import { StatusBadge } from './status-badge';

/** The recorded status changes of one item, oldest first: status, attempt, time and any error. */
export function StatusTimeline({ transitions, label }: { transitions: readonly TaskTransition[]; label?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (transitions.length === 0) return <p className="muted">{t('timeline.empty')}</p>;
  const ordered = [...transitions].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <ol className="timeline" aria-label={label ?? t('timeline.label')}>
      {ordered.map((step, index) => (
        <li key={`${step.at}-${index}`} className="timeline__step">
          <StatusBadge status={step.status} />
          <span className="timeline__meta">
            <time dateTime={step.at}>{format.dateTime(step.at)}</time>
            {step.attempt > 0 ? <span> · {t('timeline.attempt', { attempt: step.attempt })}</span> : null}
          </span>
          {step.error ? <span className="timeline__error">{step.error}</span> : null}
        </li>
      ))}
    </ol>
  );
}
