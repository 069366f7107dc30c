import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '@/lib/react-query';

/** Renders inside a fresh QueryClient that neither retries nor shares a cache between tests. */
export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  const queryClient = createQueryClient({ queries: { retry: false, gcTime: Infinity } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper, ...options }) };
}

export const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

export const problemResponse = (problem: Record<string, unknown>, init: ResponseInit = {}) =>
  new Response(JSON.stringify(problem), {
    status: typeof problem.status === 'number' ? problem.status : 500,
    ...init,
    headers: { 'Content-Type': 'application/problem+json', ...init.headers },
  });

/** Replaces `fetch` for one test (Vitest restores it afterwards: `unstubGlobals`). */
export function mockFetch(handler: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

type Route = (request: { url: URL; init?: RequestInit; body: unknown }) => Response | Promise<Response>;

/**
 * Answers `fetch` by `"METHOD /path"` (query string ignored; read it from `url`). An unrouted call
 * fails the test loudly with a 599 problem naming it.
 */
export function mockApi(routes: Record<string, Route>) {
  return mockFetch((href, init) => {
    const url = new URL(href, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return problemResponse({ status: 599, title: 'Unrouted', detail: `no test route for ${method} ${url.pathname}` });
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return route({ url, init, body });
  });
}

/** Calls of one route recorded by a `mockApi` fetch mock. */
export function callsTo(fetchMock: { mock: { calls: unknown[][] } }, method: string, pathname: string) {
  return fetchMock.mock.calls.filter(([href, init]) => {
    const url = new URL(String(href), 'http://localhost');
    return url.pathname === pathname && ((init as RequestInit | undefined)?.method ?? 'GET').toUpperCase() === method;
  });
}
