import { hashKey, QueryClient, type DefaultOptions, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const queryDefaults = {
  queries: {
    staleTime: 5_000,
    refetchOnWindowFocus: true,
    // A 4xx answer will not change by asking again; a network hiccup or a 5xx may.
    retry: (failureCount, error) =>
      failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  },
} satisfies DefaultOptions;

export function createQueryClient(defaultOptions: DefaultOptions = queryDefaults): QueryClient {
  return new QueryClient({ defaultOptions });
}

/**
 * Invalidates so that the next answer is one asked for after this call. `invalidateQueries` alone
 * joins a query's first fetch when it is still in flight (it only cancels fetches of queries that
 * already hold data), so an answer the server gave before a change would land last and stay: a
 * report opened just as its evaluation finished kept "not ready" although the event said it was.
 */
export async function refetchAfterChange(queryClient: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}

/** Per client and key: whether another refetch was asked for while ours is in flight. */
const coalesced = new WeakMap<QueryClient, Map<string, { queued: boolean }>>();

/** Around each refetch `refetchCoalesced` makes: as it is asked for, and once its answer is in the cache. */
export type RefetchHooks = { asking?: () => void; landed?: () => void };

/**
 * `refetchAfterChange` for a burst of changes (notes finishing one after another): at most one refetch in flight and
 * one queued behind it, never one cancelled for the next. Each call still gets an answer asked for after it: a call
 * while one is in flight queues one more, which starts when that one lands. Cancelling instead aborted 15 list
 * requests in 3 minutes of vectorizing (issue 29). The first call's hooks serve the whole burst.
 */
export function refetchCoalesced(queryClient: QueryClient, queryKey: QueryKey, hooks: RefetchHooks = {}): void {
  const byKey = coalesced.get(queryClient) ?? new Map<string, { queued: boolean }>();
  coalesced.set(queryClient, byKey);
  const key = hashKey(queryKey);
  const running = byKey.get(key);
  if (running) {
    running.queued = true;
    return;
  }
  const state = { queued: false };
  byKey.set(key, state);
  void (async () => {
    try {
      hooks.asking?.();
      // the first cancels a request someone else started before the change; the queued ones follow our own
      await refetchAfterChange(queryClient, { queryKey });
      hooks.landed?.();
      while (state.queued) {
        state.queued = false;
        hooks.asking?.();
        await queryClient.invalidateQueries({ queryKey });
        hooks.landed?.();
      }
    } finally {
      byKey.delete(key);
    }
  })();
}

/**
 * What a feature's `useX(config)` hook accepts on top of its own query options, given the
 * `getXQueryOptions` function: anything but the key and the fetcher, which the feature owns.
 */
export type QueryConfig<TQueryOptions extends (...args: never[]) => object> = Partial<
  Omit<ReturnType<TQueryOptions>, 'queryKey' | 'queryFn'>
>;
