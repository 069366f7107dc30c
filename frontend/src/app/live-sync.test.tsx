import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KnowledgeBasePage } from '@/features/knowledgebase/components/knowledge-base-page';
import { ResumesPage } from '@/features/resume/components/resumes-page';
import { FakeEventSource } from '@/testing/fake-event-source';
import { aKnowledgeBaseItem, anAnalysis, aResume } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { kbKeys } from '@/features/knowledgebase/api/keys';
import { i18n } from '@/lib/i18n/i18n';
import { LiveSync } from './live-sync';

const kbEvent = (status: string, extra: Record<string, unknown> = {}) => ({
  entityType: 'KNOWLEDGE_BASE',
  entityId: 1,
  status,
  attempt: 1,
  error: null,
  at: new Date().toISOString(),
  ...extra,
});

describe('LiveSync (task-status events into the query cache)', () => {
  beforeEach(() => {
    FakeEventSource.reset();
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.useRealTimers());

  it('moves a document through PROCESSING to COMPLETED on screen, asking the server only once it is final', async () => {
    let done = false;
    const fetchMock = mockApi({
      'GET /api/knowledgebase/list': () =>
        jsonResponse([
          done
            ? aKnowledgeBaseItem({ vectorStatus: 'COMPLETED', chunkCount: 7 })
            : aKnowledgeBaseItem({ vectorStatus: 'PENDING', chunkCount: null }),
        ]),
    });
    renderWithProviders(
      <>
        <LiveSync />
        <KnowledgeBasePage />
      </>,
    );
    const card = await screen.findByRole('article', { name: 'Spring notes' });
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => FakeEventSource.latest().open());
    expect(screen.getByText('Live updates')).toBeInTheDocument();

    act(() => FakeEventSource.latest().emit('task-status', kbEvent('PROCESSING')));
    // Straight into the cache: on screen well inside 1 s, with no request.
    expect(await within(card).findByText('Processing', {}, { timeout: 1_000 })).toBeInTheDocument();
    expect(screen.getByTestId('live-announcer')).toHaveTextContent('Notes: Spring notes is processing');

    expect(callsTo(fetchMock, 'GET', '/api/knowledgebase/list')).toHaveLength(1);

    done = true;
    act(() => FakeEventSource.latest().emit('task-status', kbEvent('COMPLETED')));
    expect(await within(card).findByText('Completed', {}, { timeout: 1_000 })).toBeInTheDocument();
    // Final: the list is asked once more for what the event does not carry (chunk count).
    await waitFor(() => expect(within(card).getByText('Passages').nextSibling).toHaveTextContent('7'));
    expect(callsTo(fetchMock, 'GET', '/api/knowledgebase/list')).toHaveLength(2);
  });

  it.each([
    ['en', 'Notes: MySQL 常见面试题总结 is completed'],
    ['zh-CN', '知识库：MySQL 常见面试题总结 已完成'],
  ])('announces a note by its title, not its file name (%s)', async (language, sentence) => {
    await i18n.changeLanguage(language);
    try {
      mockApi({
        'GET /api/knowledgebase/list': () =>
          jsonResponse([aKnowledgeBaseItem({ name: 'mysql-questions-01', title: 'MySQL 常见面试题总结', vectorStatus: 'PROCESSING' })]),
      });
      const { queryClient } = renderWithProviders(
        <>
          <LiveSync />
          <KnowledgeBasePage />
        </>,
      );
      await screen.findByRole('article', { name: 'MySQL 常见面试题总结' });
      act(() => FakeEventSource.latest().open());
      act(() => FakeEventSource.latest().emit('task-status', kbEvent('COMPLETED')));
      expect(screen.getByTestId('live-announcer')).toHaveTextContent(sentence);
      expect(screen.getByTestId('live-announcer')).not.toHaveTextContent('mysql-questions-01');

      // a note just uploaded, before the list knows it ("文档 9 排队中" once)
      const uploaded = aKnowledgeBaseItem({ id: 9, name: 'mysql-questions-01', title: 'MySQL 常见面试题总结', vectorStatus: 'PENDING' });
      queryClient.setQueryData(kbKeys.detail(9), uploaded);
      act(() => FakeEventSource.latest().emit('task-status', kbEvent('COMPLETED', { entityId: 9 })));
      expect(screen.getByTestId('live-announcer')).toHaveTextContent(sentence);
      expect(screen.getByTestId('live-announcer')).not.toHaveTextContent(/9|mysql-questions-01/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('does not let a list answer started before a final event put the old status back', async () => {
    const answers: Array<() => Response> = [
      () => jsonResponse([aKnowledgeBaseItem({ vectorStatus: 'PENDING' })]),
    ];
    let releaseStale: (() => void) | undefined;
    const stale = new Promise<Response>((resolve) => {
      releaseStale = () => resolve(jsonResponse([aKnowledgeBaseItem({ vectorStatus: 'PROCESSING' })]));
    });
    let calls = 0;
    mockApi({
      'GET /api/knowledgebase/list': () => {
        calls += 1;
        if (calls === 1) return answers[0]!();
        if (calls === 2) return stale; // slow, and older than the event below
        return jsonResponse([aKnowledgeBaseItem({ vectorStatus: 'COMPLETED', chunkCount: 3 })]);
      },
    });
    const { queryClient } = renderWithProviders(
      <>
        <LiveSync />
        <KnowledgeBasePage />
      </>,
    );
    const card = await screen.findByRole('article', { name: 'Spring notes' });
    act(() => FakeEventSource.latest().open());

    act(() => void queryClient.invalidateQueries({ queryKey: ['knowledgebase', 'list'] }));
    await waitFor(() => expect(calls).toBe(2));
    act(() => FakeEventSource.latest().emit('task-status', kbEvent('COMPLETED')));
    await waitFor(() => expect(calls).toBe(3));
    await act(async () => releaseStale?.());

    await waitFor(() => expect(within(card).getByText('Passages').nextSibling).toHaveTextContent('3'));
    expect(within(card).getByText('Completed')).toBeInTheDocument();
  });

  it('shows a finished note\'s chunk count as soon as it is read, never the 0 it had while queued', async () => {
    let lists = 0;
    const fetchMock = mockApi({
      'GET /api/knowledgebase/list': () => {
        lists += 1;
        // the list's refetch after the event is slow: the item itself answers first
        return lists === 1 ? jsonResponse([aKnowledgeBaseItem({ vectorStatus: 'PROCESSING', chunkCount: 0 })]) : new Promise<Response>(() => {});
      },
      'GET /api/knowledgebase/1': () => jsonResponse(aKnowledgeBaseItem({ vectorStatus: 'COMPLETED', chunkCount: 7 })),
    });
    renderWithProviders(
      <>
        <LiveSync />
        <KnowledgeBasePage />
      </>,
    );
    const card = await screen.findByRole('article', { name: 'Spring notes' });
    const chunks = () => within(card).getByText('Passages').nextSibling;
    expect(chunks()).toHaveTextContent('—'); // not counted yet
    act(() => FakeEventSource.latest().open());

    act(() => FakeEventSource.latest().emit('task-status', kbEvent('COMPLETED')));
    expect(await within(card).findByText('Completed', {}, { timeout: 1_000 })).toBeInTheDocument();
    expect(chunks()).not.toHaveTextContent('0');
    await waitFor(() => expect(chunks()).toHaveTextContent('7'));
    expect(callsTo(fetchMock, 'GET', '/api/knowledgebase/1')).toHaveLength(1);
  });

  it('shows the error of a FAILED event at once', async () => {
    let failed = false;
    mockApi({
      'GET /api/knowledgebase/list': () =>
        jsonResponse([
          failed
            ? aKnowledgeBaseItem({ vectorStatus: 'FAILED', vectorError: 'Unreadable PDF' })
            : aKnowledgeBaseItem({ vectorStatus: 'PROCESSING' }),
        ]),
    });
    renderWithProviders(
      <>
        <LiveSync />
        <KnowledgeBasePage />
      </>,
    );
    const card = await screen.findByRole('article', { name: 'Spring notes' });
    act(() => FakeEventSource.latest().open());

    failed = true;
    act(() => FakeEventSource.latest().emit('task-status', kbEvent('FAILED', { error: 'Unreadable PDF' })));

    expect(await within(card).findByText('Failed', {}, { timeout: 1_000 })).toBeInTheDocument();
    expect(within(card).getByText('Unreadable PDF')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Retry Spring notes' })).toBeInTheDocument();
  });

  it('polls only as a safety net while events flow, and every 5 s when the stream drops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      'GET /api/knowledgebase/list': () => jsonResponse([aKnowledgeBaseItem({ vectorStatus: 'PENDING' })]),
    });
    const lists = () => callsTo(fetchMock, 'GET', '/api/knowledgebase/list').length;
    renderWithProviders(
      <>
        <LiveSync />
        <KnowledgeBasePage />
      </>,
    );
    await screen.findByRole('article', { name: 'Spring notes' });
    act(() => FakeEventSource.latest().open());

    await screen.findByText('Live updates');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(lists()).toBe(1);
    // An event may be lost on the way: a still-PENDING item is asked for again after 30 s.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(lists()).toBe(2);

    act(() => FakeEventSource.latest().fail());
    expect(screen.getByText('Connecting…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(lists()).toBe(3);
  });

  it('brings a resume analysis in when its COMPLETED event arrives', async () => {
    let analysed = false;
    mockApi({
      'GET /api/resumes': () => jsonResponse([aResume({ analyzeStatus: analysed ? 'COMPLETED' : 'PROCESSING' })]),
      'GET /api/resumes/5/detail': () =>
        jsonResponse(
          analysed
            ? { ...aResume(), analysis: anAnalysis() }
            : { ...aResume({ analyzeStatus: 'PROCESSING' }), analysis: null },
        ),
    });
    renderWithProviders(
      <>
        <LiveSync />
        <ResumesPage />
      </>,
    );
    expect(await screen.findByText('Analyzing your resume…')).toBeInTheDocument();
    act(() => FakeEventSource.latest().open());

    analysed = true;
    act(() =>
      FakeEventSource.latest().emit('task-status', {
        entityType: 'RESUME',
        entityId: 5,
        status: 'COMPLETED',
        attempt: 1,
        error: null,
        at: new Date().toISOString(),
      }),
    );

    expect(await screen.findByLabelText('Overall score 78 out of 100')).toBeInTheDocument();
  });
});
