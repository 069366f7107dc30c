import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { KnowledgeBaseSearch } from './knowledge-base-search';

// A chunk cut out of a long code block: "MySQL index B+ tree" showed "HashMap 源码分析" with no text at all.
const CODE_ONLY = '```java\nfinal V putVal(int hash, K key, V value) {\n    Node<K,V>[] tab; int n;\n    if ((tab = table) == null)';
// A chunk that opens inside a block whose fence was in the chunk before: the prose after its end is the excerpt.
const OPENS_IN_CODE = '        return null;\n    }\n```\n\nHashMap 在 JDK 1.8 中用红黑树优化了过长的链表。';

describe.each([
  ['en', 'Search text', 'Search'],
  ['zh-CN', '搜索内容', '搜索'],
] as const)('KnowledgeBaseSearch, a passage of code (%s)', (language, box, submit) => {
  it('shows the code of a passage that holds nothing else, and the prose after a block it opens in', async () => {
    await i18n.changeLanguage(language);
    mockApi({
      'GET /api/knowledgebase/search': () =>
        jsonResponse([
          { knowledgeBaseId: 1, knowledgeBaseName: 'hashmap', title: 'HashMap 源码分析', chunkIndex: 4, content: CODE_ONLY, score: 0.67 },
          { knowledgeBaseId: 2, knowledgeBaseName: 'hashmap-1.8', title: 'HashMap 1.8', chunkIndex: 2, content: OPENS_IN_CODE, score: 0.6 },
        ]),
    });
    renderWithProviders(<KnowledgeBaseSearch />);
    await userEvent.type(screen.getByRole('searchbox', { name: box }), 'MySQL index B+ tree');
    await userEvent.click(screen.getByRole('button', { name: submit }));

    const [code, prose] = await screen.findAllByRole('listitem').then((items) => items.filter((item) => item.classList.contains('hit__passage')));
    const codeText = code!.querySelector('.hit__content')!;
    expect(codeText.querySelector('code')?.textContent).toBe('final V putVal(int hash, K key, V value) { Node<K,V>[] tab; int n; if ((tab = table) == null)');
    expect(prose!.querySelector('.hit__content')!.textContent).toBe('HashMap 在 JDK 1.8 中用红黑树优化了过长的链表。');
  });
});
