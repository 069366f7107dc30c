/** Status of a background task (vectorize, analyze, evaluate), as the API reports it. */
export type TaskStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

/** One recorded status change (`GET .../history`). */
export type TaskTransition = { status: TaskStatus; attempt: number; error: string | null; at: string };

/** How often lists ask again while something is still running and live events are unavailable. */
export const TASK_POLL_MS = 5_000;

export const isActiveStatus = (status: string | null | undefined): boolean =>
  status === 'PENDING' || status === 'PROCESSING';

export const isFinalStatus = (status: string | null | undefined): boolean =>
  status === 'COMPLETED' || status === 'FAILED';

/**
 * A `refetchInterval` function for TanStack Query: poll every {@link TASK_POLL_MS} only while the
 * live event stream is down AND something in the cached data is PENDING or PROCESSING; stop as
 * soon as everything is final (or live events take over).
 *
 * `live` is captured when the options are built: a hook passes the current connection state,
 * so a change of connection re-renders, rebuilds the options and re-evaluates the interval.
 */
export function pollWhileActive<TData>(
  live: boolean,
  statusesOf: (data: TData) => ReadonlyArray<string | null | undefined>,
): (query: { state: { data: TData | undefined } }) => number | false {
  return (query) => {
    if (live) return false;
    const data = query.state.data;
    if (data === undefined) return false;
    return statusesOf(data).some(isActiveStatus) ? TASK_POLL_MS : false;
  };
}
