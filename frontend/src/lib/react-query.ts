import { QueryClient, type DefaultOptions, type InvalidateQueryFilters } from '@tanstack/react-query';
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

/**
 * What a feature's `useX(config)` hook accepts on top of its own query options, given the
 * `getXQueryOptions` function: anything but the key and the fetcher, which the feature owns.
 */
export type QueryConfig<TQueryOptions extends (...args: never[]) => object> = Partial<
  Omit<ReturnType<TQueryOptions>, 'queryKey' | 'queryFn'>
>;
