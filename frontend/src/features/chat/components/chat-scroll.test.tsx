import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import type { ChatSession } from '../types';
import { ChatPage } from './chat-page';

// An existing conversation, then a new question: on a phone the page stayed on the first message while the
// answer grew below the screen. jsdom lays nothing out, so the test checks what the page asks the browser:
// to bring the end of the new answer into view, smoothly unless the reader asked for less motion.

const EARLIER: ChatSession['messages'] = [
  { id: 1, role: 'USER', content: 'What is an index?', sources: [], model: null, status: 'COMPLETE', language: 'en', createdAt: '' },
  { id: 2, role: 'ASSISTANT', content: 'A sorted structure over a column.', sources: [], model: 'offline', status: 'COMPLETE', language: 'en', createdAt: '' },
];
const session: ChatSession = { id: 3, title: 'Indexes', scope: [], messages: EARLIER, createdAt: '', updatedAt: '' };

/** An answer that streams its first words and then waits, as a slow model does. */
function streamingResponse(words: string) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(`event:delta\ndata:${JSON.stringify({ text: words })}\n\n`));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const scrolls = vi.fn();
function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

beforeEach(() => {
  scrolls.mockClear();
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolls(this, options);
  };
  mockApi({
    'GET /api/chat/sessions': () => jsonResponse({ items: [{ ...session, messageCount: 2 }], page: 0, size: 50, total: 1 }),
    'GET /api/chat/sessions/3': () => jsonResponse(session),
    'GET /api/knowledgebase/list': () => jsonResponse([{ id: 7, name: 'indexes', vectorStatus: 'COMPLETED' }]),
    'POST /api/chat/sessions/3/messages': () => streamingResponse('B+ trees keep keys sorted'),
  });
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  vi.unstubAllGlobals();
});

describe.each([
  ['en', 'Your question', 'How does a B+ tree index work?'],
  ['zh-CN', '你的问题', 'B+ 树索引是怎么工作的？'],
])('a new question in a conversation (%s)', (language, label, question) => {
  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ])('brings the streaming answer into view (reduced motion: %s)', async (reduce, behavior) => {
    await i18n.changeLanguage(language);
    reducedMotion(reduce);
    renderWithProviders(<ChatPage />);
    await screen.findByText('A sorted structure over a column.');

    await userEvent.type(await screen.findByLabelText(label), `${question}{Enter}`);

    const words = await screen.findByText(/B\+ trees keep keys sorted/);
    const messages = words.closest('ol')!;
    const asked = within(messages).getByText(question);
    const last = scrolls.mock.calls.at(-1)!;
    const target = last[0] as Element;
    // the element brought into view comes after both the new question and the words streamed so far
    expect(asked.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(words.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(messages.contains(target)).toBe(true);
    expect(last[1]).toEqual({ block: 'nearest', behavior });
  });
});
