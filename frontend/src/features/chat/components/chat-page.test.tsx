import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { callsTo, jsonResponse, mockApi, problemResponse, renderWithProviders } from '@/testing/test-utils';
import type { ChatSession } from '../types';
import { splitCitations } from './answer';
import { ChatPage } from './chat-page';

const SOURCE = {
  n: 1,
  knowledgeBaseId: 7,
  knowledgeBaseName: 'indexes-expressional',
  chunkIndex: 0,
  score: 0.71,
  content: 'CREATE INDEX test1_lower_col1_idx ON test1 (lower(col1));',
  snippet: 'CREATE INDEX test1_lower_col1_idx',
};

const session = (messages: ChatSession['messages'] = []): ChatSession => ({
  id: 3,
  title: 'Indexes',
  scope: [],
  messages,
  createdAt: '2026-12-01T10:00:00Z',
  updatedAt: '2026-12-01T10:00:00Z',
});

/** A text/event-stream body that sends each event as its own chunk, as a server streams them. */
function sseResponse(events: [string, unknown][]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const [name, data] of events) controller.enqueue(encoder.encode(`event:${name}\ndata:${JSON.stringify(data)}\n\n`));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

function routes(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /api/chat/sessions': () =>
      jsonResponse({ items: [{ ...session(), messageCount: 0 }], page: 0, size: 50, total: 1 }),
    'GET /api/chat/sessions/3': () => jsonResponse(session()),
    'GET /api/knowledgebase/list': () => jsonResponse([{ id: 7, name: 'indexes-expressional', vectorStatus: 'COMPLETED' }]),
    ...overrides,
  });
}

describe('ChatPage', () => {
  it('streams an answer whose citation chip opens the cited passage', async () => {
    let asked = false;
    const fetchMock = routes({
      // once answered, the session holds the question and the stored answer
      'GET /api/chat/sessions/3': () =>
        jsonResponse(
          session(
            asked
              ? [
                  { id: 1, role: 'USER', content: 'How do I index lower(col1)?', sources: [], model: null, status: 'COMPLETE', language: 'en', createdAt: '' },
                  { id: 2, role: 'ASSISTANT', content: 'Index the expression lower(col1) [1].', sources: [SOURCE], model: 'offline', status: 'COMPLETE', language: 'en', createdAt: '' },
                ]
              : [],
          ),
        ),
      'POST /api/chat/sessions/3/messages': () => {
        asked = true;
        return sseResponse([
          ['sources', { sources: [SOURCE] }],
          ['delta', { text: 'Index the expression ' }],
          ['delta', { text: 'lower(col1) [1].' }],
          ['done', { questionId: 1, messageId: 2, model: 'offline', status: 'COMPLETE', searchQuery: 'q', timings: {} }],
        ]);
      },
    });
    renderWithProviders(<ChatPage />);

    await userEvent.type(await screen.findByLabelText('Your question'), 'How do I index lower(col1)?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));

    const chip = await screen.findByRole('button', { name: 'Passage 1: indexes-expressional' });
    expect(screen.getByText(/Index the expression lower\(col1\)/)).toBeInTheDocument();
    await userEvent.click(chip);
    const passage = screen.getByRole('region', { name: 'Passage 1 from indexes-expressional' });
    expect(within(passage).getByText(SOURCE.content)).toBeInTheDocument();

    const ask = callsTo(fetchMock, 'POST', '/api/chat/sessions/3/messages')[0]!;
    const init = ask[1] as RequestInit;
    expect(new Headers(init.headers).get('Accept')).toBe('text/event-stream');
    expect(JSON.parse(String(init.body))).toEqual({ question: 'How do I index lower(col1)?' });
  });

  it('keeps a passage opened while answering open when the stored answer takes its place', async () => {
    let asked = false;
    let storedArrives: () => void = () => undefined;
    const stored = new Promise<void>((resolve) => (storedArrives = resolve));
    routes({
      'GET /api/chat/sessions/3': async () => {
        if (!asked) return jsonResponse(session());
        await stored;
        return jsonResponse(
          session([
            { id: 1, role: 'USER', content: 'How do I index lower(col1)?', sources: [], model: null, status: 'COMPLETE', language: 'en', createdAt: '' },
            { id: 2, role: 'ASSISTANT', content: 'Index the expression lower(col1) [1].', sources: [SOURCE], model: 'offline', status: 'COMPLETE', language: 'en', createdAt: '' },
          ]),
        );
      },
      'POST /api/chat/sessions/3/messages': () => {
        asked = true;
        return sseResponse([
          ['sources', { sources: [SOURCE] }],
          ['delta', { text: 'Index the expression lower(col1) [1].' }],
          ['done', { questionId: 1, messageId: 2, model: 'offline', status: 'COMPLETE', searchQuery: 'q', timings: {} }],
        ]);
      },
    });
    renderWithProviders(<ChatPage />);

    await userEvent.type(await screen.findByLabelText('Your question'), 'How do I index lower(col1)?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Passage 1: indexes-expressional' }));
    expect(screen.getByRole('region', { name: 'Passage 1 from indexes-expressional' })).toBeInTheDocument();
    const streamed = screen.getByRole('region', { name: 'Passage 1 from indexes-expressional' });

    storedArrives();
    // the streamed answer's element leaves the page; the stored answer shows the same passage open
    await waitFor(() => expect(streamed).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Passage 1 from indexes-expressional' })).toHaveTextContent(SOURCE.content);
  });

  it("shows an error event's problem, with when to retry", async () => {
    routes({
      'POST /api/chat/sessions/3/messages': () =>
        sseResponse([
          ['sources', { sources: [SOURCE] }],
          ['error', { status: 503, title: 'Service Unavailable', detail: 'The language model is rate limiting requests; try again in 12 s', retryAfter: 12 }],
        ]),
    });
    renderWithProviders(<ChatPage />);

    await userEvent.type(await screen.findByLabelText('Your question'), 'anything?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('try again in 12 s');
  });

  it('sends on Enter, not on Shift+Enter nor while an input method is composing', async () => {
    const fetchMock = routes({
      'POST /api/chat/sessions/3/messages': () =>
        sseResponse([['done', { questionId: 1, messageId: 2, model: 'offline', status: 'NOT_FOUND', searchQuery: 'q', timings: {} }]]),
    });
    renderWithProviders(<ChatPage />);
    const box = await screen.findByLabelText('Your question');

    await userEvent.type(box, '双亲委派{Shift>}{Enter}{/Shift}');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(callsTo(fetchMock, 'POST', '/api/chat/sessions/3/messages')).toHaveLength(0);
    expect(box).toHaveValue('双亲委派\n');

    await userEvent.type(box, '模型{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/chat/sessions/3/messages')).toHaveLength(1));
  });

  it('shows a refused question (409) as the server explains it', async () => {
    routes({
      'POST /api/chat/sessions/3/messages': () =>
        problemResponse({ status: 409, title: 'Conflict', detail: 'Chat session 3 is still answering the previous question' }),
    });
    renderWithProviders(<ChatPage />);

    await userEvent.type(await screen.findByLabelText('Your question'), 'again?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('still answering');
  });

  it('marks a citation of a deleted document and copies an answer', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    routes({
      'GET /api/chat/sessions/3': () =>
        jsonResponse(
          session([
            { id: 1, role: 'USER', content: 'q?', sources: [], model: null, status: 'COMPLETE', language: 'en', createdAt: '' },
            {
              id: 2,
              role: 'ASSISTANT',
              content: 'Old answer [1].',
              sources: [{ ...SOURCE, gone: true }],
              model: 'offline',
              status: 'COMPLETE',
              language: 'en',
              createdAt: '',
            },
          ]),
        ),
    });
    renderWithProviders(<ChatPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Passage 1: indexes-expressional (deleted)' }));
    expect(screen.getByText(/This document has been deleted/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy answer' }));
    expect(writeText).toHaveBeenCalledWith('Old answer [1].');
  });

  it('lets a newcomer with no conversation ask at once: the first question starts one over all the notes', async () => {
    let created = false;
    const fetchMock = routes({
      'GET /api/chat/sessions': () =>
        jsonResponse({ items: created ? [{ ...session(), messageCount: 2 }] : [], page: 0, size: 50, total: created ? 1 : 0 }),
      'POST /api/chat/sessions': () => {
        created = true;
        return jsonResponse(session(), { status: 201 });
      },
      'POST /api/chat/sessions/3/messages': () =>
        sseResponse([
          ['sources', { sources: [SOURCE] }],
          ['delta', { text: 'Index the expression lower(col1) [1].' }],
        ]),
    });
    renderWithProviders(<ChatPage />);

    expect(await screen.findByText('Ask your first question below: it starts a conversation over all your notes.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your question'), 'How do I index lower(col1)?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));

    expect(await screen.findByText(/Index the expression lower\(col1\)/)).toBeInTheDocument();
    expect(screen.getByText('How do I index lower(col1)?')).toBeInTheDocument();
    const made = callsTo(fetchMock, 'POST', '/api/chat/sessions')[0]![1] as RequestInit;
    expect(JSON.parse(String(made.body))).toEqual({ scope: [] });
    expect(callsTo(fetchMock, 'POST', '/api/chat/sessions/3/messages')).toHaveLength(1);
    // the new conversation is the one marked in the list
    expect(await screen.findByRole('button', { name: 'Indexes', current: true })).toBeInTheDocument();
  });

  it('tells a newcomer with no notes ready to upload notes first', async () => {
    routes({ 'GET /api/knowledgebase/list': () => jsonResponse([]) });

    renderWithProviders(<ChatPage />);

    const hint = await screen.findByRole('note');
    expect(hint).toHaveTextContent('Upload notes first');
    expect(within(hint).getByRole('link', { name: 'Upload notes on the Notes page' })).toHaveAttribute('href', '#/knowledge-base');
  });

  it('lists notes to choose from by their titles, and gives no upload hint when there are some', async () => {
    routes({
      'GET /api/knowledgebase/list': () =>
        jsonResponse([{ id: 7, name: 'indexes-expressional', title: 'Indexes on Expressions', vectorStatus: 'COMPLETED' }]),
    });

    renderWithProviders(<ChatPage />);

    await userEvent.click(await screen.findByText('Documents to answer from: all (1 document)'));
    expect(await screen.findByRole('checkbox', { name: 'Indexes on Expressions' })).toBeVisible();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('folds the list of conversations behind a button (shown on a phone only) and folds it again when one is opened', async () => {
    routes();
    renderWithProviders(<ChatPage />);
    const toggle = await screen.findByRole('button', { name: 'Show all (1)' });
    const history = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(history).toHaveClass('chat-sessions__body--folded');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide');
    expect(history).not.toHaveClass('chat-sessions__body--folded');

    await userEvent.click(within(history).getByRole('button', { name: 'Indexes' }));
    expect(history).toHaveClass('chat-sessions__body--folded');
  });

  it.each([
    ['en', 'New conversation', /Show all/],
    ['zh-CN', '新建对话', /展开全部/],
  ] as const)('offers no "Show all (0)" with no conversations and never folds the new-conversation form away (%s)', async (language, create, show) => {
    await i18n.changeLanguage(language);
    routes({ 'GET /api/chat/sessions': () => jsonResponse({ items: [], page: 0, size: 20, total: 0 }) });
    renderWithProviders(<ChatPage />);

    const button = await screen.findByRole('button', { name: create });
    await waitFor(() => expect(document.querySelector('.chat-sessions__body')).not.toBeNull());
    expect(screen.queryByRole('button', { name: show })).not.toBeInTheDocument();
    expect(button.closest('.chat-sessions__body--folded')).toBeNull();
    expect(document.querySelector('.chat-sessions__body--folded')).toBeNull();
  });

  it('keeps the new-conversation form out of the folded list when there are conversations', async () => {
    routes();
    renderWithProviders(<ChatPage />);
    await screen.findByRole('button', { name: 'Show all (1)' });
    expect(screen.getByRole('button', { name: 'New conversation' }).closest('.chat-sessions__body--folded')).toBeNull();
  });

  it('creates a conversation limited to the chosen documents and deletes one', async () => {
    const fetchMock = routes({
      'POST /api/chat/sessions': () => jsonResponse({ ...session(), id: 4, scope: [7] }, { status: 201 }),
      'GET /api/chat/sessions/4': () => jsonResponse({ ...session(), id: 4, scope: [7] }),
      'DELETE /api/chat/sessions/3': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<ChatPage />);

    await userEvent.click(await screen.findByText(/^Documents to answer from: all/));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'indexes-expressional' }));
    expect(screen.getByText('Documents to answer from: 1 document chosen.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/chat/sessions')).toHaveLength(1));
    const created = callsTo(fetchMock, 'POST', '/api/chat/sessions')[0]![1] as RequestInit;
    expect(JSON.parse(String(created.body))).toEqual({ scope: [7] });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Indexes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/chat/sessions/3')).toHaveLength(1));
  });
});

describe('splitCitations', () => {
  it('separates citation numbers from text', () => {
    expect(splitCitations('a [1] b [12][3]')).toEqual(['a ', 1, ' b ', 12, 3]);
    expect(splitCitations('arrays a[i]')).toEqual(['arrays a[i]']);
  });
});
