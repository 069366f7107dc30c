/** Status of a background task (vectorize, analyze, evaluate), as the API reports it. */
export type TaskStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

/** One recorded status change (`GET .../history`). */
export type TaskTransition = { status: TaskStatus; attempt: number; error: string | null; at: string };

/** How often lists ask again while something is still running and live events are unavailable. */
export const TASK_POLL_MS = 5_000;

/**
 * How often they ask again while live events do arrive: a safety net only. Delivery is at most once
 * (Redis pub/sub, and the server drops the oldest events under a flood), and a page must not wait
 * forever for an event that was lost.
 */
export const LIVE_SAFETY_POLL_MS = 30_000;

export const isActiveStatus = (status: string | null | undefined): boolean =>
  status === 'PENDING' || status === 'PROCESSING';

export const isFinalStatus = (status: string | null | undefined): boolean =>
  status === 'COMPLETED' || status === 'FAILED';

/**
 * A `refetchInterval` function for TanStack Query: while something in the cached data is PENDING or
 * PROCESSING, poll every {@link TASK_POLL_MS} when the live event stream is down, and every
 * {@link LIVE_SAFETY_POLL_MS} when it is up; stop as soon as everything is final.
 *
 * `live` is captured when the options are built: a hook passes the current connection state,
 * so a change of connection re-renders, rebuilds the options and re-evaluates the interval.
 */
export function pollWhileActive<TData>(
  live: boolean,
  statusesOf: (data: TData) => ReadonlyArray<string | null | undefined>,
): (query: { state: { data: TData | undefined } }) => number | false {
  return (query) => {
    const data = query.state.data;
    if (data === undefined) return false;
    return statusesOf(data).some(isActiveStatus) ? pollInterval(live) : false;
  };
}

export const pollInterval = (live: boolean): number => (live ? LIVE_SAFETY_POLL_MS : TASK_POLL_MS);
