import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { callsTo, jsonResponse, mockApi, problemResponse, renderWithProviders } from '@/testing/test-utils';
import { OperationsPage } from './operations-page';

const streams = [
  {
    stream: 'knowledgebase:vectorize:stream',
    group: 'vectorize-group',
    length: 12,
    pending: 2,
    lag: 3,
    oldestPendingAgeMs: 65_000,
    deadLetters: 1,
    consumers: [{ name: 'vectorize-consumer-host-1', pending: 2, idleMs: 1500 }],
  },
];
const letters = [
  { id: '1732890000000-0', fields: { entityId: '9', attempt: '3' }, error: 'Unreadable PDF', attempts: 3, failedAt: '2026-11-29T16:00:00Z' },
];

describe('OperationsPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows each stream: waiting, in progress, longest running, on record, failed for good and workers', async () => {
    mockApi({
      'GET /api/ops/streams': () => jsonResponse(streams),
      'GET /api/ops/streams/knowledgebase%3Avectorize%3Astream/dead-letters': () => jsonResponse(letters),
    });
    renderWithProviders(<OperationsPage />);

    const numbers = await screen.findByLabelText('Getting notes ready to search: figures');
    // in the order a task lives, each in words a newcomer reads: no "stream", no "dead letters"
    expect([...numbers.querySelectorAll('.stat')].map((stat) => stat.textContent)).toEqual([
      'Waiting to start3',
      'In progress2',
      'Longest running1 min 5 sec',
      'Recent tasks on record12',
      'Failed for good, needs a look1',
      'Workers1',
    ]);
    expect(screen.getByRole('heading', { name: 'Failed for good', level: 4 })).toBeInTheDocument();
    // workers by number; their ids, the stream key and the group only behind a disclosure
    expect(screen.getByRole('rowheader', { name: 'Worker 1' })).toBeInTheDocument();
    expect(screen.getByText('vectorize-consumer-host-1')).not.toBeVisible();
    expect(screen.getByText('knowledgebase:vectorize:stream')).not.toBeVisible();
    // the Redis words only behind the disclosure too
    expect(screen.getByText('knowledgebase:vectorize:stream:dlq')).not.toBeVisible();
    expect(screen.getByText(/In Redis terms/)).not.toBeVisible();
    const letter = await screen.findByRole('article', { name: 'Failed task 1732890000000-0' });
    expect(within(letter).getByRole('button', { name: 'Run failed task 1732890000000-0 again' })).toHaveTextContent('Run again');
    expect(within(letter).getByText('Unreadable PDF')).toBeInTheDocument();
  });

  // A first run's letter once showed "1 attempt" beside the entry's field "attempt 0": that field is the ledger's
  // count when the task was sent (before the claim counted the run), so only the letter's own count is shown.
  it('counts the attempts once, by the count after the failed run', async () => {
    const firstRun = [{ ...letters[0]!, fields: { entityId: '9', attempt: '0' }, attempts: 1 }];
    mockApi({
      'GET /api/ops/streams': () => jsonResponse(streams),
      'GET /api/ops/streams/knowledgebase%3Avectorize%3Astream/dead-letters': () => jsonResponse(firstRun),
    });
    renderWithProviders(<OperationsPage />);

    const letter = await screen.findByRole('article', { name: 'Failed task 1732890000000-0' });
    expect(within(letter).getByText(/^1 attempt · failed/)).toBeInTheDocument();
    expect(within(letter).queryByText('attempt')).not.toBeInTheDocument();
    expect(within(letter).getByText('entityId')).toBeInTheDocument();
  });

  // English once read "Workers of Getting notes ready to search"; Chinese is one phrase with no space before 的.
  // The stream's length once read "长度 12" beside a backlog of 0: a count of entries kept, not of work waiting; then
  // "Kept in the stream" / "流中保留" and "Dead letters" / "死信", words of Redis, not of the people reading the page.
  it.each([
    ['en', 'Getting notes ready to search: ', ['figures', 'Recent tasks on record12', 'workers', 'failed for good']],
    ['zh-CN', '笔记处理（供搜索和问答使用）的', ['指标', '近期任务记录12', '处理进程', '最终失败任务']],
  ])('names each part of a stream as a reader of %s would', async (language, stream, [figures, length, workers, letterList]) => {
    await i18n.changeLanguage(language);
    try {
      mockApi({
        'GET /api/ops/streams': () => jsonResponse(streams),
        'GET /api/ops/streams/knowledgebase%3Avectorize%3Astream/dead-letters': () => jsonResponse(letters),
      });
      renderWithProviders(<OperationsPage />);

      expect(await screen.findByLabelText(`${stream}${figures}`)).toHaveTextContent(length!);
      expect(screen.getByRole('table', { name: `${stream}${workers}` })).toBeInTheDocument();
      expect(await screen.findByLabelText(`${stream}${letterList}`)).toBeInTheDocument();
      const visible = [...document.querySelectorAll('.stream > :not(details)')].map((element) => element.textContent).join(' ');
      expect(visible).not.toMatch(/stream|dead letter|死信|流中/i);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("replays as the signed-in account with the page's CSRF token, and shows the server's refusal", async () => {
    document.cookie = 'XSRF-TOKEN=csrf-abc';
    let csrf: string | null = null;
    let refused = false;
    const fetchMock = mockApi({
      'GET /api/ops/streams': () => jsonResponse(streams),
      'GET /api/ops/streams/knowledgebase%3Avectorize%3Astream/dead-letters': () => jsonResponse(letters),
      'POST /api/ops/streams/knowledgebase%3Avectorize%3Astream/dead-letters/1732890000000-0/replay': ({ init }) => {
        csrf = new Headers(init?.headers).get('X-XSRF-TOKEN');
        if (!refused) {
          refused = true;
          return problemResponse({ status: 403, title: 'Forbidden', detail: 'Your account is not allowed to do this' });
        }
        return new Response(null, { status: 202 });
      },
    });
    renderWithProviders(<OperationsPage />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Run failed task 1732890000000-0 again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is not allowed to do this');

    await user.click(screen.getByRole('button', { name: 'Run failed task 1732890000000-0 again' }));
    expect(await screen.findByText('Failed task 1732890000000-0 is queued to run again.')).toBeInTheDocument();
    expect(csrf).toBe('csrf-abc');
    expect(callsTo(fetchMock, 'POST', '/api/ops/streams/knowledgebase%3Avectorize%3Astream/dead-letters/1732890000000-0/replay')).toHaveLength(2);
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('keeps the replay confirmation when the replay empties the dead letters', async () => {
    let replayedAlready = false;
    mockApi({
      'GET /api/ops/streams': () => jsonResponse([{ ...streams[0], deadLetters: replayedAlready ? 0 : 1 }]),
      'GET /api/ops/streams/knowledgebase%3Avectorize%3Astream/dead-letters': () => jsonResponse(replayedAlready ? [] : letters),
      'POST /api/ops/streams/knowledgebase%3Avectorize%3Astream/dead-letters/1732890000000-0/replay': () => {
        replayedAlready = true;
        return new Response(null, { status: 202 });
      },
    });
    renderWithProviders(<OperationsPage />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Run failed task 1732890000000-0 again' }));

    const stream = screen.getByRole('region', { name: 'Getting notes ready to search' });
    expect(await within(stream).findByText('None.')).toBeInTheDocument();
    expect(within(stream).getByText('Failed task 1732890000000-0 is queued to run again.')).toBeInTheDocument();
  });
});
