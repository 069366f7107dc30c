import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/testing/fake-event-source';
import { createLiveStatusStore, type TaskEvent } from './live-status';

const event: TaskEvent = {
  entityType: 'KNOWLEDGE_BASE',
  entityId: 7,
  status: 'PROCESSING',
  attempt: 1,
  error: null,
  at: '2026-11-29T16:00:00Z',
};

describe('live status store', () => {
  beforeEach(() => FakeEventSource.reset());
  afterEach(() => vi.useRealTimers());

  const newStore = () => createLiveStatusStore(() => new FakeEventSource('/api/events') as unknown as EventSource);

  it('opens one EventSource for all listeners and closes it after the last leaves', () => {
    const store = newStore();
    const a = vi.fn();
    const b = vi.fn();
    const offA = store.subscribe(a);
    const offB = store.subscribe(b);

    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().url).toBe('/api/events');
    FakeEventSource.latest().emit('task-status', event);
    expect(a).toHaveBeenCalledWith(event);
    expect(b).toHaveBeenCalledWith(event);

    offA();
    expect(FakeEventSource.latest().closed).toBe(false);
    offB();
    expect(FakeEventSource.latest().closed).toBe(true);
    expect(store.getConnection()).toBe('closed');
  });

  it('reports the connection: connecting, open, and back to connecting on a drop', () => {
    const store = newStore();
    const changes = vi.fn();
    store.subscribeConnection(changes);
    store.subscribe(() => {});

    expect(store.getConnection()).toBe('connecting');
    FakeEventSource.latest().open();
    expect(store.getConnection()).toBe('open');
    FakeEventSource.latest().fail();
    expect(store.getConnection()).toBe('connecting');
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('reconnects itself after the browser gives up, and asks for a resync once back', () => {
    vi.useFakeTimers();
    const store = newStore();
    const resync = vi.fn();
    store.subscribe(() => {});
    store.onResync(resync);
    FakeEventSource.latest().open();
    expect(resync).not.toHaveBeenCalled();

    FakeEventSource.latest().fail(true);
    expect(store.getConnection()).toBe('closed');
    vi.advanceTimersByTime(2_000);
    expect(FakeEventSource.instances).toHaveLength(2);

    FakeEventSource.latest().open();
    expect(store.getConnection()).toBe('open');
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('ignores events it cannot read', () => {
    const store = newStore();
    const listener = vi.fn();
    store.subscribe(listener);

    FakeEventSource.latest().emit('task-status', 'not json');
    FakeEventSource.latest().emit('task-status', { hello: 'world' });

    expect(listener).not.toHaveBeenCalled();
  });

  it('stays closed (so queries poll) where the browser has no EventSource', () => {
    const store = createLiveStatusStore(() => undefined);
    store.subscribe(() => {});
    expect(store.getConnection()).toBe('closed');
  });
});
