import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '@/lib/i18n/i18n';
import { statusWord } from '@/lib/i18n/status-word';
import type { TaskEvent } from '@/lib/live-status';
import { isFinalStatus } from '@/lib/task-status';
import type { KnowledgeBaseItem } from '../types';
import { getKnowledgeBase } from './get-knowledge-base';
import { kbKeys } from './keys';
import { refetchAfterChange, refetchCoalesced } from '@/lib/react-query';

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
 * count, model), and the lists are reloaded too (a filtered list may gain or lose it). Until the
 * item is read a note that has just finished shows no chunk count rather than the 0 it had while
 * queued. An item no cached list knows (uploaded elsewhere, or not listed yet) reloads the lists
 * as well. Reloads are coalesced (`reloadLists`). Returns a sentence to announce.
 */
export function applyKnowledgeBaseEvent(queryClient: QueryClient, event: TaskEvent): string | undefined {
  const id = event.entityId;
  let name: string | undefined;
  let known = false;
  queryClient.setQueriesData<KnowledgeBaseItem[]>({ queryKey: kbKeys.lists() }, (items) =>
    items?.map((item) => {
      if (item.id !== id) return item;
      known = true;
      // named as everywhere else: by its title, not its file's slug
      name = item.title || item.name;
      return patched(item, event);
    }),
  );
  queryClient.setQueryData<KnowledgeBaseItem>(kbKeys.detail(id), (item) => (item ? patched(item, event) : item));
  void refetchAfterChange(queryClient, { queryKey: kbKeys.history(id) });

  if (!known || isFinalStatus(event.status)) {
    reloadLists(queryClient, event);
    void refetchAfterChange(queryClient, { queryKey: kbKeys.detail(id) });
  }
  if (isFinalStatus(event.status)) {
    void readFinishedItem(queryClient, id, event.status);
    // coalesced like the lists: a batch of notes finishing reloads the results once or twice, never cancelling
    // the reload in flight for the next (which restarted the search on every event)
    refetchCoalesced(queryClient, [...kbKeys.all, 'search']);
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

/** An item with an event's status: what the event carries, straight into the cache. */
function patched(item: KnowledgeBaseItem, event: TaskEvent): KnowledgeBaseItem {
  return {
    ...item,
    vectorStatus: event.status,
    // A retry carries the reason too (PENDING with an error); COMPLETED clears it.
    vectorError: event.status === 'COMPLETED' ? null : event.error,
    // the count cached is the one from before vectorizing: unknown until the item is read
    chunkCount: event.status === 'COMPLETED' && item.vectorStatus !== 'COMPLETED' ? null : item.chunkCount,
  };
}

/** Per client, the latest event of each item since the list reload in flight was asked for. */
const sinceAsked = new WeakMap<QueryClient, Map<number, TaskEvent>>();

/**
 * Reloads the lists, coalesced: while a batch of notes vectorizes each final event used to cancel the list request
 * before it and start another. Now one is in flight and one queued at most; the answer of the one in flight may
 * predate events that came meanwhile, so those are put back over it as it lands (the queued reload then confirms them).
 */
function reloadLists(queryClient: QueryClient, event: TaskEvent) {
  const events = sinceAsked.get(queryClient) ?? new Map<number, TaskEvent>();
  sinceAsked.set(queryClient, events);
  events.set(event.entityId, event);
  refetchCoalesced(queryClient, kbKeys.lists(), {
    asking: () => events.clear(),
    landed: () => {
      for (const late of events.values()) {
        queryClient.setQueriesData<KnowledgeBaseItem[]>({ queryKey: kbKeys.lists() }, (items) =>
          items?.map((item) => (item.id === late.entityId && item.vectorStatus !== late.status ? patched(item, late) : item)),
        );
      }
    },
  });
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
