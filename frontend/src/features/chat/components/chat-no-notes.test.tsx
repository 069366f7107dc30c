import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { ChatPage } from './chat-page';

describe('ChatPage with no notes', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([
    ['en', 'Upload notes on the Notes page', 'Ask your first question below'],
    ['zh-CN', '去知识库上传笔记', '直接在下面提问'],
  ])('says one thing, with the way to the notes, and does not invite a first question (%s)', async (language, link, invite) => {
    await i18n.changeLanguage(language);
    mockApi({
      'GET /api/chat/sessions': () => jsonResponse({ items: [], page: 0, size: 50, total: 0 }),
      'GET /api/knowledgebase/list': () => jsonResponse([]),
    });

    renderWithProviders(<ChatPage />);

    const notice = await screen.findByRole('note');
    expect(notice).toContainElement(screen.getByRole('link', { name: link }));
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '#/knowledge-base');
    // the question box stays (notes may be ready by the time one is typed), without its welcome line
    expect(screen.getByLabelText(i18n.t('chat:conversation.askLabel'))).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(invite))).not.toBeInTheDocument();
  });

  it('invites the first question once notes are ready', async () => {
    mockApi({
      'GET /api/chat/sessions': () => jsonResponse({ items: [], page: 0, size: 50, total: 0 }),
      'GET /api/knowledgebase/list': () => jsonResponse([{ id: 7, name: 'redis', title: 'Redis 持久化', vectorStatus: 'COMPLETED' }]),
    });

    renderWithProviders(<ChatPage />);

    expect(await screen.findByText(/^Ask your first question below/)).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
