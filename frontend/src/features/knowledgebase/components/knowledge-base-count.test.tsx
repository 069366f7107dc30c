import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { aKnowledgeBaseItem } from '@/testing/fixtures';
import { jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { KnowledgeBasePage } from './knowledge-base-page';

describe('the list heading', () => {
  it.each([
    ['en', 'Documents (2)'],
    ['zh-CN', '文档（2）'],
  ])('puts the count after the title as the language writes it, no double gap before a full-width bracket (%s)', async (language, heading) => {
    await i18n.changeLanguage(language);
    mockApi({ 'GET /api/knowledgebase/list': () => jsonResponse([aKnowledgeBaseItem(), aKnowledgeBaseItem({ id: 2, name: 'b' })]) });

    renderWithProviders(<KnowledgeBasePage />);

    await screen.findByRole('article', { name: 'Spring notes' });
    const title = document.getElementById('kb-list-title')!;
    expect(title.textContent).toBe(heading);
  });
});
