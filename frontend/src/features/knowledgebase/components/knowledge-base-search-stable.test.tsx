import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import type { TaskEvent } from '@/lib/live-status';
import { callsTo, jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { applyKnowledgeBaseEvent } from '../api/live-updates';
import { KnowledgeBaseSearch } from './knowledge-base-search';

const hit = (id: number, title: string, content: string) => ({
  knowledgeBaseId: id,
  knowledgeBaseName: title.toLowerCase(),
  title,
  chunkIndex: 0,
  content,
  score: 0.8,
});
const REDIS = [hit(1, 'Redis', 'Redis keeps data in memory.')];
const MYSQL = [hit(2, 'MySQL', 'MySQL uses MVCC.')];
const KAFKA = [hit(3, 'Kafka', 'Kafka keeps a log.')];

/** A search answer the test hands out when it chooses, so the order of answers is the test's. */
function answers() {
  const waiting = new Map<string, ((response: Response) => void)[]>();
  return {
    route: ({ url }: { url: URL }) =>
      new Promise<Response>((resolve) => {
        const q = url.searchParams.get('q') ?? '';
        waiting.set(q, [...(waiting.get(q) ?? []), resolve]);
      }),
    answer: async (q: string, hits: unknown[]) => {
      const queue = waiting.get(q) ?? [];
      const next = queue.shift();
      if (!next) throw new Error(`no search for ${q} is waiting`);
      await act(async () => next(jsonResponse(hits)));
    },
    waiting: (q: string) => waiting.get(q)?.length ?? 0,
  };
}

const finished = (id: number): TaskEvent => ({
  entityType: 'KNOWLEDGE_BASE',
  entityId: id,
  status: 'COMPLETED',
  attempt: 1,
  error: null,
  at: '2026-12-07T12:00:00Z',
});

describe.each([
  ['en', 'Search text', 'Search', (q: string) => `Results for ${q}`],
  ['zh-CN', '搜索内容', '搜索', (q: string) => `“${q}”的搜索结果`],
] as const)('KnowledgeBaseSearch keeps its results stable (%s)', (language, box, submit, resultsFor) => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  async function search(user: ReturnType<typeof userEvent.setup>, q: string) {
    const input = screen.getByRole('searchbox', { name: box });
    await user.clear(input);
    await user.type(input, q);
    await user.click(screen.getByRole('button', { name: submit }));
  }

  it('keeps the last results until the new query answers, and a superseded answer never replaces newer ones', async () => {
    await i18n.changeLanguage(language);
    const server = answers();
    mockApi({ 'GET /api/knowledgebase/search': server.route, 'GET /api/knowledgebase/list': () => jsonResponse([]) });
    renderWithProviders(<KnowledgeBaseSearch />);
    const user = userEvent.setup();

    await search(user, 'redis');
    await server.answer('redis', REDIS);
    expect(await screen.findByRole('list', { name: resultsFor('redis') })).toHaveTextContent('Redis keeps data in memory.');

    // two new queries in quick succession: the old results stay, under their own query, until an answer comes
    await search(user, 'mysql');
    await search(user, 'kafka');
    expect(screen.getByRole('list', { name: resultsFor('redis') })).toHaveTextContent('Redis keeps data in memory.');

    await server.answer('kafka', KAFKA);
    expect(await screen.findByRole('list', { name: resultsFor('kafka') })).toHaveTextContent('Kafka keeps a log.');
    // the answer to the query typed before arrives last: it does not replace the newer results
    await server.answer('mysql', MYSQL);
    expect(screen.getByRole('list', { name: resultsFor('kafka') })).toHaveTextContent('Kafka keeps a log.');
    expect(screen.queryByText('MySQL uses MVCC.')).not.toBeInTheDocument();
  });

  it('keeps the results shown while notes finishing reload them, with one reload in flight at a time', async () => {
    await i18n.changeLanguage(language);
    const server = answers();
    const fetchMock = mockApi({
      'GET /api/knowledgebase/search': server.route,
      'GET /api/knowledgebase/list': () => jsonResponse([]),
      'GET /api/knowledgebase/4': () => jsonResponse({}),
      'GET /api/knowledgebase/5': () => jsonResponse({}),
      'GET /api/knowledgebase/6': () => jsonResponse({}),
    });
    const { queryClient } = renderWithProviders(<KnowledgeBaseSearch />);
    const user = userEvent.setup();
    await search(user, 'redis');
    await server.answer('redis', REDIS);
    await screen.findByRole('list', { name: resultsFor('redis') });

    // three notes finish one after another while the reload they cause is under way
    act(() => void applyKnowledgeBaseEvent(queryClient, finished(4)));
    act(() => void applyKnowledgeBaseEvent(queryClient, finished(5)));
    act(() => void applyKnowledgeBaseEvent(queryClient, finished(6)));
    await act(async () => undefined);
    expect(screen.getByRole('list', { name: resultsFor('redis') })).toHaveTextContent('Redis keeps data in memory.');
    expect(server.waiting('redis')).toBe(1); // not one cancelled and restarted per event
    const fresher = [hit(1, 'Redis', 'Redis keeps data in memory, and on disk.')];
    await server.answer('redis', fresher);
    // the reload queued behind it, for the events that came meanwhile
    await act(async () => undefined);
    expect(server.waiting('redis')).toBe(1);
    expect(screen.getByRole('list', { name: resultsFor('redis') })).toHaveTextContent('and on disk.');
    await server.answer('redis', fresher);
    expect(callsTo(fetchMock, 'GET', '/api/knowledgebase/search')).toHaveLength(3);
  });
});
