import { useId, useMemo, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorMessage } from '@/components/error-message';
import type { TaskStatus } from '@/lib/task-status';
import { useKnowledgeBases } from '../api/get-knowledge-bases';
import type { SortBy } from '../types';
import { KnowledgeBaseItemCard } from './knowledge-base-item';
import { KnowledgeBaseSearch } from './knowledge-base-search';
import { UploadZone } from './upload-zone';

const STATUSES: TaskStatus[] = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'];

export function KnowledgeBasePage() {
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
        <h2 id="section-title">Knowledge base</h2>
        <p className="muted">Upload documents, watch them being vectorized, and search them.</p>
      </div>

      <div className="page__grid">
        <UploadZone />
        <KnowledgeBaseSearch />
      </div>

      <section className="panel" aria-labelledby="kb-list-title">
        <div className="panel__header">
          <h3 id="kb-list-title" className="panel__title">
            Documents {list.data ? <span className="muted">({list.data.length})</span> : null}
          </h3>
        </div>
        <div className="filters">
          <div className="field">
            <label htmlFor={ids.category}>Category</label>
            <select id={ids.category} value={category} onChange={(event) => setCategory(event.target.value)}>
              <option value="">All categories</option>
              {categories.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.status}>Status</label>
            <select
              id={ids.status}
              value={vectorStatus}
              onChange={(event) => setVectorStatus(event.target.value as TaskStatus | '')}
            >
              <option value="">Any status</option>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.sort}>Sort by</label>
            <select id={ids.sort} value={sortBy} onChange={(event) => setSortBy(event.target.value as SortBy)}>
              <option value="createdAt">Newest first</option>
              <option value="name">Name (A–Z)</option>
              <option value="size">Largest first</option>
            </select>
          </div>
        </div>

        <ErrorMessage error={list.error} prefix={list.data ? 'Could not refresh the list:' : 'Could not load the list:'} />
        {list.isPending && !list.error ? <p className="muted">Loading documents…</p> : null}
        {list.data && list.data.length === 0 ? (
          filtered ? (
            <EmptyState title="No documents match these filters." />
          ) : (
            <EmptyState title="Your knowledge base is empty.">
              Add a document above: it is split into chunks and embedded so you can search it.
            </EmptyState>
          )
        ) : null}
        {list.data && list.data.length > 0 ? (
          <ul className="items" aria-label="Documents">
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
