import { describe, expect, it } from 'vitest';
import { LIVE_SAFETY_POLL_MS, pollWhileActive, TASK_POLL_MS } from './task-status';

type Item = { status: string };
const query = (data: Item[] | undefined) => ({ state: { data } });
const statuses = (items: Item[]) => items.map((item) => item.status);

describe('pollWhileActive (refetchInterval)', () => {
  it('polls every 5 s while an item is PENDING or PROCESSING and live events are down', () => {
    const interval = pollWhileActive<Item[]>(false, statuses);

    expect(interval(query([{ status: 'COMPLETED' }, { status: 'PENDING' }]))).toBe(TASK_POLL_MS);
    expect(interval(query([{ status: 'PROCESSING' }]))).toBe(5_000);
  });

  it('stops once every item is final', () => {
    const interval = pollWhileActive<Item[]>(false, statuses);

    expect(interval(query([{ status: 'COMPLETED' }, { status: 'FAILED' }]))).toBe(false);
    expect(interval(query([]))).toBe(false);
  });

  it('does not poll before there is data', () => {
    expect(pollWhileActive<Item[]>(false, statuses)(query(undefined))).toBe(false);
  });

  it('polls seldom while live events arrive over SSE, in case one was lost', () => {
    const interval = pollWhileActive<Item[]>(true, statuses);

    expect(interval(query([{ status: 'PENDING' }]))).toBe(LIVE_SAFETY_POLL_MS);
    expect(LIVE_SAFETY_POLL_MS).toBeGreaterThan(TASK_POLL_MS);
    expect(interval(query([{ status: 'COMPLETED' }]))).toBe(false);
  });
});
