import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { KnowledgeBaseSearch } from './knowledge-base-search';

// the server's order (words and meaning together): Redis 0.56 first, then MySQL whose best passage is 0.57
const HITS = [
  { knowledgeBaseId: 1, knowledgeBaseName: 'redis', title: 'Redis', chunkIndex: 0, content: 'Redis 持久化。', score: 0.56 },
  { knowledgeBaseId: 2, knowledgeBaseName: 'mysql', title: 'MySQL', chunkIndex: 3, content: 'MySQL 日志。', score: 0.41 },
  { knowledgeBaseId: 2, knowledgeBaseName: 'mysql', title: 'MySQL', chunkIndex: 4, content: 'MySQL 索引。', score: 0.57 },
];

describe.each([
  ['en', 'Search text', 'Search', 'relevance'],
  ['zh-CN', '搜索内容', '搜索', '相关度'],
] as const)('KnowledgeBaseSearch (%s)', (language, box, submit, relevance) => {
  it('lists notes in the order of the relevance shown beside them, best passage first, written as in chat', async () => {
    await i18n.changeLanguage(language);
    mockApi({ 'GET /api/knowledgebase/search': () => jsonResponse(HITS) });
    renderWithProviders(<KnowledgeBaseSearch />);
    const user = userEvent.setup();

    await user.type(screen.getByRole('searchbox', { name: box }), 'Redis');
    await user.click(screen.getByRole('button', { name: submit }));

    const results = await screen.findByRole('list', { name: /Redis/ });
    const notes = [...results.children].map((note) => note.querySelector('.hit__doc')?.textContent);
    expect(notes).toEqual(['MySQL', 'Redis']);
    const shown = within(results)
      .getAllByText(new RegExp(`^${relevance} `))
      .map((score) => score.textContent);
    expect(shown).toEqual([`${relevance} 0.57`, `${relevance} 0.41`, `${relevance} 0.56`]);
  });
});
