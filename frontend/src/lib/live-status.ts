import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { TaskStatus } from './task-status';

/**
 * The app's one connection to `GET /api/events` (Server-Sent Events, event `task-status`).
 *
 * The store opens a single EventSource while anyone listens, and reports whether it is open:
 * queries poll (conditionally) only while it is not. When the browser gives up on the stream
 * (it closes it for a non-SSE answer) the store reconnects itself with a growing delay; after any
 * reconnect it tells `onResync` listeners, since events may have been missed in between.
 */

export type EntityType = 'KNOWLEDGE_BASE' | 'RESUME' | 'INTERVIEW';

export type TaskEvent = {
  entityType: EntityType;
  entityId: number;
  status: TaskStatus;
  attempt: number;
  error: string | null;
  at: string;
};

export type LiveConnection = 'connecting' | 'open' | 'closed';

export const EVENTS_PATH = '/api/events';
export const TASK_EVENT = 'task-status';
const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000];

type EventSourceLike = Pick<EventSource, 'addEventListener' | 'close' | 'readyState'> & {
  onopen: ((this: EventSource, ev: Event) => unknown) | null;
  onerror: ((this: EventSource, ev: Event) => unknown) | null;
};

export type LiveStatusStore = ReturnType<typeof createLiveStatusStore>;

export function createLiveStatusStore(
  open: () => EventSourceLike | undefined = () =>
    typeof EventSource === 'undefined' ? undefined : new EventSource(EVENTS_PATH),
) {
  let source: EventSourceLike | undefined;
  let connection: LiveConnection = 'closed';
  let everOpened = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  const eventListeners = new Set<(event: TaskEvent) => void>();
  const connectionListeners = new Set<() => void>();
  const resyncListeners = new Set<() => void>();

  const setConnection = (next: LiveConnection) => {
    if (next === connection) return;
    connection = next;
    connectionListeners.forEach((listener) => listener());
  };

  const listening = () => eventListeners.size + resyncListeners.size > 0;

  function connect() {
    if (source || !listening()) return;
    const created = open();
    if (!created) {
      setConnection('closed');
      return;
    }
    source = created;
    setConnection('connecting');
    created.onopen = () => {
      failures = 0;
      const reconnected = everOpened;
      everOpened = true;
      setConnection('open');
      if (reconnected) resyncListeners.forEach((listener) => listener());
    };
    created.onerror = () => {
      // CONNECTING (0): the browser retries by itself; CLOSED (2): it gave up, so do we, later.
      if (created.readyState === 2) {
        disconnect();
        setConnection('closed');
        const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
        failures += 1;
        retryTimer = setTimeout(() => {
          retryTimer = undefined;
          connect();
        }, delay);
      } else {
        setConnection('connecting');
      }
    };
    created.addEventListener(TASK_EVENT, (message) => {
      const event = parseEvent((message as MessageEvent<string>).data);
      if (event) eventListeners.forEach((listener) => listener(event));
    });
  }

  function disconnect() {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = undefined;
    source?.close();
    source = undefined;
  }

  function stopIfIdle() {
    if (listening()) return;
    disconnect();
    // Nobody listens any more: the next listener starts afresh, with nothing to resync.
    everOpened = false;
    failures = 0;
    setConnection('closed');
  }

  return {
    /** Calls `listener` for every task status event; the returned function unsubscribes. */
    subscribe(listener: (event: TaskEvent) => void): () => void {
      eventListeners.add(listener);
      connect();
      return () => {
        eventListeners.delete(listener);
        stopIfIdle();
      };
    },
    /** Called after the stream comes back from an outage (events may have been missed). */
    onResync(listener: () => void): () => void {
      resyncListeners.add(listener);
      connect();
      return () => {
        resyncListeners.delete(listener);
        stopIfIdle();
      };
    },
    subscribeConnection(listener: () => void): () => void {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
    getConnection: (): LiveConnection => connection,
  };
}

function parseEvent(data: unknown): TaskEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const event = JSON.parse(data) as Partial<TaskEvent>;
    if (!event || typeof event.entityType !== 'string' || event.entityId == null || typeof event.status !== 'string') {
      return undefined;
    }
    return { attempt: 0, error: null, at: new Date().toISOString(), ...event, entityId: Number(event.entityId) } as TaskEvent;
  } catch {
    return undefined;
  }
}

/** The app's shared store. */
export const liveStatus = createLiveStatusStore();

/** Whether live events are flowing right now (if not, task queries fall back to polling). */
export function useLiveConnection(store: LiveStatusStore = liveStatus): LiveConnection {
  return useSyncExternalStore(store.subscribeConnection, store.getConnection, () => 'closed' as const);
}

export const useLiveConnected = (store: LiveStatusStore = liveStatus) => useLiveConnection(store) === 'open';

/** Calls the latest `handler` for each task event while the component is mounted. */
export function useTaskEvents(handler: (event: TaskEvent) => void, store: LiveStatusStore = liveStatus): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => store.subscribe((event) => latest.current(event)), [store]);
}

/** Calls the latest `handler` whenever the stream reconnects after an outage. */
export function useLiveResync(handler: () => void, store: LiveStatusStore = liveStatus): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => store.onResync(() => latest.current()), [store]);
}
