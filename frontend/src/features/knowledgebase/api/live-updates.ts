import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '@/lib/i18n/i18n';
import { statusWord } from '@/lib/i18n/status-word';
import type { TaskEvent } from '@/lib/live-status';
import { isFinalStatus } from '@/lib/task-status';
import type { KnowledgeBaseItem } from '../types';
import { getKnowledgeBase } from './get-knowledge-base';
import { kbKeys } from './keys';
import { refetchAfterChange } from '@/lib/react-query';

/** Replaces one item, by id, in every cached list (filters and sorts alike). */
export function mergeItemIntoLists(queryClient: QueryClient, item: KnowledgeBaseItem): boolean {
  let found = false;
  queryClient.setQueriesData<KnowledgeBaseItem[]>({ queryKey: kbKeys.lists() }, (items) =>
    items?.map((existing) => {
      if (existing.id !== item.id) return existing;
      found = true;
      return { ...existing, ...item };
    }),
  );
  return found;
}

/**
 * A `task-status` event for a knowledge base item: its new status goes into every cached list
 * and its detail at once (no request), and its history is invalidated. When the status is final
 * the item itself is read (one small request) for what the status alone does not carry (chunk
 * count, model), and the lists are invalidated too, which cancels any list request started before
 * the change, whose older answer would otherwise land after the event and put the old status
 * back. Until the item is read a note that has just finished shows no chunk count rather than
 * the 0 it had while queued. An item no cached list knows (uploaded elsewhere, or not listed yet)
 * refreshes the lists as well. Returns a sentence to announce.
 */
export function applyKnowledgeBaseEvent(queryClient: QueryClient, event: TaskEvent): string | undefined {
  const id = event.entityId;
  const patch = (item: KnowledgeBaseItem): KnowledgeBaseItem => ({
    ...item,
    vectorStatus: event.status,
    // A retry carries the reason too (PENDING with an error); COMPLETED clears it.
    vectorError: event.status === 'COMPLETED' ? null : event.error,
    // the count cached is the one from before vectorizing: unknown until the item is read
    chunkCount: event.status === 'COMPLETED' && item.vectorStatus !== 'COMPLETED' ? null : item.chunkCount,
  });
  let name: string | undefined;
  let known = false;
  queryClient.setQueriesData<KnowledgeBaseItem[]>({ queryKey: kbKeys.lists() }, (items) =>
    items?.map((item) => {
      if (item.id !== id) return item;
      known = true;
      // named as everywhere else: by its title, not its file's slug
      name = item.title || item.name;
      return patch(item);
    }),
  );
  queryClient.setQueryData<KnowledgeBaseItem>(kbKeys.detail(id), (item) => (item ? patch(item) : item));
  void refetchAfterChange(queryClient, { queryKey: kbKeys.history(id) });

  if (!known || isFinalStatus(event.status)) {
    void refetchAfterChange(queryClient, { queryKey: kbKeys.lists() });
    void refetchAfterChange(queryClient, { queryKey: kbKeys.detail(id) });
  }
  if (isFinalStatus(event.status)) {
    void readFinishedItem(queryClient, id, event.status);
    void refetchAfterChange(queryClient, { queryKey: [...kbKeys.all, 'search'] });
  }
  // just uploaded, before any list knows it: the upload left its detail, title included
  const uploaded = queryClient.getQueryData<KnowledgeBaseItem>(kbKeys.detail(id));
  const values = {
    name: name ?? (uploaded ? uploaded.title || uploaded.name : i18n.t('knowledgebase:live.document', { id })),
    status: statusWord(event.status),
    error: event.error,
  };
  return event.status === 'FAILED' && event.error
    ? i18n.t('knowledgebase:live.failed', values)
    : i18n.t('knowledgebase:live.changed', values);
}

/**
 * The item as the server has it once its status is final, into its detail and every cached list,
 * unless a later event moved it on meanwhile (a re-vectorize queued at once): that status stays.
 */
async function readFinishedItem(queryClient: QueryClient, id: number, status: KnowledgeBaseItem['vectorStatus']) {
  let item: KnowledgeBaseItem;
  try {
    item = await getKnowledgeBase(id);
  } catch {
    return; // the lists' own refetch brings it
  }
  if (item.vectorStatus !== status) return;
  const stillThere = (cached: KnowledgeBaseItem | undefined) => cached?.vectorStatus === status;
  queryClient.setQueryData<KnowledgeBaseItem>(kbKeys.detail(id), (cached) => (stillThere(cached) ? item : cached));
  queryClient.setQueriesData<KnowledgeBaseItem[]>({ queryKey: kbKeys.lists() }, (items) =>
    items?.map((cached) => (cached.id === id && stillThere(cached) ? { ...cached, ...item } : cached)),
  );
}
