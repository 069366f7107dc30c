import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KnowledgeBasePage } from '@/features/knowledgebase/components/knowledge-base-page';
import { i18n } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/react-query';
import { aKnowledgeBaseItem } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/test-utils';
import { AppProvider } from './provider';

// what the server answers for a note whose text could not be extracted, by the page's Accept-Language
const REASON = {
  en: 'no text could be extracted from scan.pdf (it may be empty or contain only images)',
  'zh-CN': '无法从 scan.pdf 中提取文字（文件可能是空的，或只有图片）。',
} as const;

describe.each([
  ['en', 'zh-CN'],
  ['zh-CN', 'en'],
] as const)('a failed note read in %s, then the page switched to %s', (first, second) => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("shows the reason in the page's language, and in the new one once the language is switched", async () => {
    await i18n.changeLanguage(first);
    mockApi({
      'GET /api/knowledgebase/list': ({ init }) => {
        const language = new Headers(init?.headers).get('Accept-Language') === 'zh-CN' ? 'zh-CN' : 'en';
        return jsonResponse([aKnowledgeBaseItem({ name: 'scan', vectorStatus: 'FAILED', vectorError: REASON[language], chunkCount: 0 })]);
      },
    });
    render(
      <AppProvider queryClient={createQueryClient({ queries: { retry: false, gcTime: Infinity } })}>
        <KnowledgeBasePage />
      </AppProvider>,
    );
    const note = await screen.findByRole('article', { name: 'scan' });
    expect(within(note).getByText(REASON[first], { exact: false })).toBeInTheDocument();

    await act(async () => {
      await i18n.changeLanguage(second);
    });
    expect(await within(note).findByText(REASON[second], { exact: false })).toBeInTheDocument();
    expect(within(note).queryByText(REASON[first], { exact: false })).not.toBeInTheDocument();
  });
});
