import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ErrorMessage } from '@/components/error-message';
import { useStatusLabel } from '@/components/status-badge';
import { useHashParams } from '@/lib/hash-route';
import type { TaskStatus } from '@/lib/task-status';
import { useKnowledgeBases } from '../api/get-knowledge-bases';
import type { SortBy } from '../types';
import { KnowledgeBaseItemCard } from './knowledge-base-item';
import { KnowledgeBaseSearch } from './knowledge-base-search';
import { NoteReader } from './note-reader';
import { UploadZone } from './upload-zone';

const STATUSES: TaskStatus[] = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'];

export function KnowledgeBasePage() {
  const params = useHashParams();
  const note = Number(params.get('note'));
  if (Number.isInteger(note) && note > 0) {
    const chunk = params.get('chunk');
    return <NoteReader id={note} chunk={chunk === null || chunk === '' ? undefined : Number(chunk)} />;
  }
  return <KnowledgeBaseOverview />;
}

function KnowledgeBaseOverview() {
  const { t } = useTranslation('knowledgebase');
  const statusLabel = useStatusLabel();
  const ids = { category: useId(), status: useId(), sort: useId() };
  const [category, setCategory] = useState('');
  const [vectorStatus, setVectorStatus] = useState<TaskStatus | ''>('');
  const [sortBy, setSortBy] = useState<SortBy>('createdAt');
  const filtered = category !== '' || vectorStatus !== '';

  const list = useKnowledgeBases({ category: category || undefined, vectorStatus: vectorStatus || undefined, sortBy });
  // The category choices come from the whole knowledge base, whatever the current filter.
  const all = useKnowledgeBases({ sortBy: 'name' }, { enabled: filtered });
  const categories = useMemo(() => {
    const source = (filtered ? all.data : list.data) ?? [];
    const names = new Set(source.map((item) => item.category).filter((name): name is string => !!name));
    if (category) names.add(category);
    return [...names].sort((a, b) => a.localeCompare(b));
  }, [filtered, all.data, list.data, category]);

  return (
    <section className="page" aria-labelledby="section-title">
      <div className="page__header">
        <h2 id="section-title">{t('title')}</h2>
        <p className="muted">{t('intro')}</p>
      </div>

      <div className="page__grid">
        <UploadZone />
        <KnowledgeBaseSearch />
      </div>

      <section className="panel" aria-labelledby="kb-list-title">
        <div className="panel__header">
          <h3 id="kb-list-title" className="panel__title">
            {/* the space before the count is the language's own ("Documents (10)", "文档（10）"), in list.count */}
            {t('list.title')}
            {list.data ? <span className="muted">{t('list.count', { count: list.data.length })}</span> : null}
          </h3>
        </div>
        <div className="filters">
          <div className="field">
            <label htmlFor={ids.category}>{t('list.category')}</label>
            <select id={ids.category} value={category} onChange={(event) => setCategory(event.target.value)}>
              <option value="">{t('list.allCategories')}</option>
              {categories.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.status}>{t('list.status')}</label>
            <select
              id={ids.status}
              value={vectorStatus}
              onChange={(event) => setVectorStatus(event.target.value as TaskStatus | '')}
            >
              <option value="">{t('list.anyStatus')}</option>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.sort}>{t('list.sortBy')}</label>
            <select id={ids.sort} value={sortBy} onChange={(event) => setSortBy(event.target.value as SortBy)}>
              <option value="createdAt">{t('list.newest')}</option>
              <option value="name">{t('list.name')}</option>
              <option value="size">{t('list.largest')}</option>
            </select>
          </div>
        </div>

        <ErrorMessage error={list.error} prefix={list.data ? t('list.refreshFailed') : t('list.loadFailed')} />
        {list.isPending && !list.error ? <p className="muted">{t('list.loading')}</p> : null}
        {list.data && list.data.length === 0 ? (
          filtered ? (
            <EmptyState title={t('list.noMatch')} />
          ) : (
            <EmptyState title={t('list.empty')}>{t('list.emptyHint')}</EmptyState>
          )
        ) : null}
        {list.data && list.data.length > 0 ? (
          <ul className="items" aria-label={t('list.label')}>
            {list.data.map((item) => (
              <li key={item.id}>
                <KnowledgeBaseItemCard item={item} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </section>
  );
}
