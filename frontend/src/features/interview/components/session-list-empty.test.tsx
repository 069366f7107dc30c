import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { SessionList } from './session-list';

describe('SessionList with no interviews', () => {
  it.each([
    ['en', 'Start a mock interview', /above|below|left|right/i],
    ['zh-CN', '开始模拟面试', /上方|下方|左侧|右侧|左边|右边/],
  ])('points to the start form by its title, not by a place that changes with the width (%s)', async (language, formTitle, place) => {
    await i18n.changeLanguage(language);
    mockApi({ 'GET /api/interview/sessions': () => jsonResponse([]) });

    renderWithProviders(<SessionList />);

    const hint = await screen.findByText(new RegExp(formTitle));
    expect(hint.textContent).toContain(i18n.t('interview:start.title'));
    expect(hint.textContent).not.toMatch(place);
  });
});
