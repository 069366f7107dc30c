import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
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
 * What a feature's `useX(config)` hook accepts on top of its own query options, given the
 * `getXQueryOptions` function: anything but the key and the fetcher, which the feature owns.
 */
export type QueryConfig<TQueryOptions extends (...args: never[]) => object> = Partial<
  Omit<ReturnType<TQueryOptions>, 'queryKey' | 'queryFn'>
>;
