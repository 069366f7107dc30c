import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { KnowledgeBaseSearch } from './knowledge-base-search';

// "双亲委派模型是什么": the classloader note clears the threshold; TCP and AQS scored 0.44-0.46 and are weak
const MIXED = [
  { knowledgeBaseId: 1, knowledgeBaseName: 'classloader', title: '类加载器', chunkIndex: 2, content: '双亲委派模型', score: 0.72 },
  { knowledgeBaseId: 1, knowledgeBaseName: 'classloader', title: '类加载器', chunkIndex: 3, content: '打破双亲委派', score: 0.5, weak: true },
  { knowledgeBaseId: 2, knowledgeBaseName: 'tcp', title: 'TCP', chunkIndex: 0, content: '三次握手', score: 0.46, weak: true },
  { knowledgeBaseId: 3, knowledgeBaseName: 'aqs', title: 'AQS', chunkIndex: 0, content: '同步队列', score: 0.44, weak: true },
];

// "怎么做红烧肉": every hit below the threshold
const OFF_TOPIC = MIXED.filter((hit) => hit.weak).map((hit) => ({ ...hit, knowledgeBaseId: hit.knowledgeBaseId + 10 }));

describe.each([
  ['en', 'Search text', 'Search', 'Weaker matches (2)', 'Weaker matches (3)', 'Nothing in your notes clearly matches “红烧肉”.'],
  ['zh-CN', '搜索内容', '搜索', '较弱的匹配（2）', '较弱的匹配（3）', '笔记里没有与“红烧肉”明显相关的内容。'],
] as const)('KnowledgeBaseSearch relevance floor (%s)', (language, box, submit, twoWeaker, threeWeaker, noClearMatch) => {
  async function search(hits: unknown[], query: string) {
    await i18n.changeLanguage(language);
    mockApi({ 'GET /api/knowledgebase/search': () => jsonResponse(hits) });
    renderWithProviders(<KnowledgeBaseSearch />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: box }), query);
    await user.click(screen.getByRole('button', { name: submit }));
    return user;
  }

  it('shows clearly relevant notes as before and collapses the weak ones behind a disclosure', async () => {
    const user = await search(MIXED, '双亲委派模型是什么');

    const results = await screen.findByRole('list', { name: /双亲委派模型是什么/ });
    const notes = [...results.children].map((note) => note.querySelector('.hit__doc')?.textContent);
    // a relevant note keeps its weaker passage: the note is what clears the floor
    expect(notes).toEqual(['类加载器']);
    expect(within(results).getAllByRole('listitem').filter((item) => item.classList.contains('hit__passage'))).toHaveLength(2);
    expect(screen.queryByText(noClearMatch.replace('红烧肉', '双亲委派模型是什么'))).toBeNull();
    expect(screen.queryByText('三次握手')).toBeNull();

    await user.click(screen.getByText(twoWeaker));
    const weaker = screen.getAllByRole('list').find((list) => list !== results && list.tagName === 'OL')!;
    expect([...weaker.children].map((note) => note.querySelector('.hit__doc')?.textContent)).toEqual(['TCP', 'AQS']);
  });

  it('says first that nothing clearly matches when every hit is weak, and keeps them behind the disclosure', async () => {
    const user = await search(OFF_TOPIC, '红烧肉');

    const said = await screen.findByText(noClearMatch);
    const disclosure = screen.getByText(threeWeaker);
    expect(said.compareDocumentPosition(disclosure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('三次握手')).toBeNull();

    await user.click(disclosure);
    expect(await screen.findByText('三次握手')).toBeTruthy();
  });
});
