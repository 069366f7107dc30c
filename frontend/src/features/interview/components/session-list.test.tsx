import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';
import { jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { SessionList } from './session-list';

const row = (id: number, role: string | null, createdAt: string) => ({
  id,
  role,
  difficulty: 'MEDIUM',
  status: 'COMPLETED',
  evaluateStatus: 'COMPLETED',
  questionCount: 5,
  createdAt,
});

describe('SessionList', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([
    ['en', 'General interview', (title: string, id: number) => `${title} (#${id})`],
    ['zh-CN', '通用面试', (title: string, id: number) => `${title}（#${id}）`],
  ])('names each session by its role and date, with an id only to tell two alike apart (%s)', async (language, general, withId) => {
    await i18n.changeLanguage(language);
    mockApi({
      'GET /api/interview/sessions': () =>
        jsonResponse([
          row(12, 'Java 后端工程师', '2026-12-06T09:30:00Z'),
          row(11, null, '2026-12-05T14:00:00Z'),
          // two started within the same minute for the same role read the same but for their ids
          row(10, 'Backend engineer', '2026-12-04T08:00:10Z'),
          row(9, 'Backend engineer', '2026-12-04T08:00:40Z'),
        ]),
    });

    renderWithProviders(<SessionList />);

    const list = await screen.findByRole('list');
    const names = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent);
    const date = (iso: string) => formatDateTime(iso, language);
    expect(names).toEqual([
      `Java 后端工程师 · ${date('2026-12-06T09:30:00Z')}`,
      `${general} · ${date('2026-12-05T14:00:00Z')}`,
      withId(`Backend engineer · ${date('2026-12-04T08:00:10Z')}`, 10),
      withId(`Backend engineer · ${date('2026-12-04T08:00:40Z')}`, 9),
    ]);
    expect(names[0]).not.toMatch(/#/);
  });
});
